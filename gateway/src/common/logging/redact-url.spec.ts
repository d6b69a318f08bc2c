import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('removes tokens from every documented {token} path', () => {
    expect(redactUrl('/api/admins/eyJhbGciOi.x-y')).toBe('/api/admins/[REDACTED]');
    expect(redactUrl('/api/admins/abc123/workhours')).toBe('/api/admins/[REDACTED]/workhours');
    expect(redactUrl('/api/user/abc123')).toBe('/api/user/[REDACTED]');
    expect(redactUrl('/api/payment/abc123/balance')).toBe('/api/payment/[REDACTED]/balance');
  });

  it('removes tokens whatever the case of the rest of the path (routes match without it)', () => {
    expect(redactUrl('/api/Admins/abc123')).toBe('/api/Admins/[REDACTED]');
    expect(redactUrl('/api/payment/abc123/BALANCE')).toBe('/api/payment/[REDACTED]/BALANCE');
    expect(redactUrl('/API/ADMINS/abc123/WorkHours')).toBe('/API/ADMINS/[REDACTED]/WorkHours');
    expect(redactUrl('/api/ADMINS/LOGIN')).toBe('/api/ADMINS/LOGIN');
  });

  it('keeps the `me` alias and the static routes beside {token}', () => {
    expect(redactUrl('/api/admins/me')).toBe('/api/admins/me');
    expect(redactUrl('/api/user/me')).toBe('/api/user/me');
    expect(redactUrl('/api/admins/login')).toBe('/api/admins/login');
    expect(redactUrl('/api/admins/getNotificationTokensOfDrivers/')).toBe(
      '/api/admins/getNotificationTokensOfDrivers/',
    );
    expect(redactUrl('/api/admins/getNotificationTokensOfDriver/3')).toBe(
      '/api/admins/getNotificationTokensOfDriver/3',
    );
  });

  it('removes secret query values', () => {
    expect(redactUrl('/api/order?token=abc&month=3')).toBe('/api/order?token=[REDACTED]&month=3');
    expect(redactUrl('/x?apiKey=1&password=2')).toBe('/x?apiKey=[REDACTED]&password=[REDACTED]');
  });
});

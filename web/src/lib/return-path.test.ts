import { describe, expect, it } from 'vitest';
import { loginReturningTo, pageAfterLogin } from './return-path';

describe('loginReturningTo', () => {
  it('remembers an admin page with its query', () => {
    const login = loginReturningTo({ pathname: '/admin/orders/create', search: '?phone=%2B420777123456' });
    expect(login).toBe('/login?next=%2Fadmin%2Forders%2Fcreate%3Fphone%3D%252B420777123456');
    expect(pageAfterLogin(login.slice('/login'.length))).toBe('/admin/orders/create?phone=%2B420777123456');
  });

  it('is plain /login from the admin root or a public page', () => {
    expect(loginReturningTo({ pathname: '/admin', search: '' })).toBe('/login');
    expect(loginReturningTo({ pathname: '/galerie', search: '' })).toBe('/login');
  });
});

describe('pageAfterLogin', () => {
  it('goes to the dashboard without a remembered page', () => {
    expect(pageAfterLogin('')).toBe('/admin/dashboard');
  });

  it.each([
    'https://evil.example/admin/orders',
    '//evil.example/admin',
    '/\\evil.example/admin',
    '/galerie',
    '/administrace',
    'admin/orders',
    '/admin/../login',
  ])('refuses %s', (next) => {
    expect(pageAfterLogin(`?next=${encodeURIComponent(next)}`)).toBe('/admin/dashboard');
  });
});

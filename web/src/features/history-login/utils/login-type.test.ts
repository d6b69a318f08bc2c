import { describe, expect, it } from 'vitest';
import { isSuccessfulLogin, loginTypeLabel } from './login-type';

describe('login history type', () => {
  it('labels the known types in Czech and keeps unknown ones as they came', () => {
    expect(loginTypeLabel('login')).toBe('Přihlášení');
    expect(loginTypeLabel('logout')).toBe('Odhlášení');
    expect(loginTypeLabel('failed')).toBe('Neúspěšné přihlášení');
    expect(loginTypeLabel('locked')).toBe('locked');
  });

  it('counts only login as a success', () => {
    expect(isSuccessfulLogin('login')).toBe(true);
    expect(isSuccessfulLogin('logout')).toBe(false);
    expect(isSuccessfulLogin('failed')).toBe(false);
    expect(isSuccessfulLogin('LOGIN')).toBe(false);
  });
});

import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@taxi/contracts';
import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '@/config/app-config';
import { ADMIN_NAME_COOKIE } from './admin-names';

function baseOptions(request: Request, config: AppConfig): CookieOptions {
  const secure = config.session.cookieSecure === 'auto' ? request.secure : config.session.cookieSecure;
  return { sameSite: 'strict', secure, path: '/' };
}

/**
 * The token goes into an HttpOnly cookie the SPA cannot read; the companion cookie carries no
 * secret and only tells the SPA that a session exists (header label, guard shortcut).
 */
export function setSessionCookies(
  request: Request,
  response: Response,
  token: string,
  config: AppConfig,
): void {
  const options = { ...baseOptions(request, config), maxAge: config.session.maxAgeMs };
  response.cookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  response.cookie(SESSION_HINT_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearSessionCookies(request: Request, response: Response, config: AppConfig): void {
  const options = baseOptions(request, config);
  response.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  response.clearCookie(ADMIN_NAME_COOKIE, { ...options, httpOnly: true });
  response.clearCookie(SESSION_HINT_COOKIE, { ...options, httpOnly: false });
}

import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@taxi/contracts';
import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '@/config/app-config';

/**
 * Whether the gateway's cookies are `Secure`: as COOKIE_SECURE says, and with `auto` whenever the
 * public origin is HTTPS (a proxy that forgot X-Forwarded-Proto cannot make them plain) or the
 * request came over HTTPS.
 */
export function secureCookies(request: Request, config: AppConfig): boolean {
  const setting = config.session.cookieSecure;
  return setting === 'auto' ? config.publicOrigin?.startsWith('https:') === true || request.secure : setting;
}

function baseOptions(request: Request, config: AppConfig): CookieOptions {
  return { sameSite: 'strict', secure: secureCookies(request, config), path: '/' };
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
  response.clearCookie(SESSION_HINT_COOKIE, { ...options, httpOnly: false });
}

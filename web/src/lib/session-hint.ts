import { SESSION_HINT_COOKIE } from '@taxi/contracts';

/**
 * The gateway keeps the session token in an HttpOnly cookie; this companion cookie carries no
 * secret and only says that a session exists (header label, admin guard shortcut).
 */
export function hasSessionHint(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/** Ends the session locally (the HttpOnly token cookie is cleared by the gateway on logout). */
export function clearSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
}

import { SESSION_COOKIE } from '@taxi/contracts';
import type { Socket } from 'socket.io';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name && rest.length > 0) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The session token of a handshake: the browser's HttpOnly cookie, else `auth.token` or a bearer header. */
export function socketToken(socket: Socket): string | undefined {
  const { headers, auth } = socket.handshake;
  const fromCookie = cookieValue(headers.cookie, SESSION_COOKIE);
  if (fromCookie) {
    return fromCookie;
  }
  const fromAuth = (auth as Record<string, unknown> | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) {
    return fromAuth;
  }
  return /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
}

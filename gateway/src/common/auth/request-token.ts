import { SESSION_COOKIE, SESSION_TOKEN_ALIAS } from '@taxi/contracts';
import type { Request } from 'express';

export type TokenSource = 'path' | 'body' | 'bearer' | 'cookie';
export type RequestToken = { token: string; source: TokenSource };

function cookieToken(request: Request): string | undefined {
  const cookies = request.cookies as Record<string, unknown> | undefined;
  const value = cookies?.[SESSION_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The session's own token: `Authorization: Bearer` first, then the HttpOnly cookie. */
export function sessionToken(request: Request): RequestToken | null {
  const bearer = bearerToken(request);
  if (bearer) {
    return { token: bearer, source: 'bearer' };
  }
  const cookie = cookieToken(request);
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

/**
 * The token a call is made with, where the documented API puts it: a `{token}` path segment
 * (the literal `me` stands for the session's own), a body `token`, else the session's token.
 */
export function requestToken(request: Request): RequestToken | null {
  const params = request.params as Record<string, string | undefined> | undefined;
  const pathToken = params?.token;
  if (pathToken && pathToken !== SESSION_TOKEN_ALIAS) {
    return { token: pathToken, source: 'path' };
  }
  const body: unknown = request.body;
  if (body && typeof body === 'object' && 'token' in body && typeof body.token === 'string' && body.token) {
    return { token: body.token, source: 'body' };
  }
  return sessionToken(request);
}

/** Sessions resolved by the guard, keyed by request (no mutation of Express types). */
const verifiedSessions = new WeakMap<Request, RequestToken>();

export function rememberVerifiedSession(request: Request, session: RequestToken): void {
  verifiedSessions.set(request, session);
}

export function verifiedSession(request: Request): RequestToken | undefined {
  return verifiedSessions.get(request);
}

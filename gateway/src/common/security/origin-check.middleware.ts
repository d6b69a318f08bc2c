import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const FOREIGN_ORIGIN_MESSAGE = 'Požadavek z jiného webu byl odmítnut.';

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * CSRF defence beside the SameSite=Strict cookie: a state-changing request that a browser
 * sends from another site (by its Origin, or Sec-Fetch-Site when Origin is absent) gets 403.
 * Server-to-server calls carry neither header and pass.
 */
export function originCheck(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return (request: Request, response: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(request.method)) {
      next();
      return;
    }
    const origin = request.headers.origin;
    const foreign =
      origin !== undefined
        ? !allowed.has(origin) && originHost(origin) !== request.headers.host
        : request.headers['sec-fetch-site'] === 'cross-site';
    if (foreign) {
      response.status(403).json({ message: FOREIGN_ORIGIN_MESSAGE });
      return;
    }
    next();
  };
}

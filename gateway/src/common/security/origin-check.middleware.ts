import type { NextFunction, Request, Response } from 'express';
import { isForeignOrigin } from './origin-policy';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const FOREIGN_ORIGIN_MESSAGE = 'Požadavek z jiného webu byl odmítnut.';

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
    const fetchSite = request.headers['sec-fetch-site'];
    if (isForeignOrigin(request.headers.origin, request.headers.host, allowed, fetchSite)) {
      response.status(403).json({ message: FOREIGN_ORIGIN_MESSAGE });
      return;
    }
    next();
  };
}

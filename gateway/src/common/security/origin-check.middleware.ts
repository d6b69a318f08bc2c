import type { NextFunction, Request, Response } from 'express';
import type { OriginPolicy } from './origin-policy';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Probes address the container by its IP (docker, load balancers); they must not need the public name.
const HEALTH_PATHS = new Set(['/healthz', '/readyz']);
export const FOREIGN_ORIGIN_MESSAGE = 'Požadavek z jiného webu byl odmítnut.';
export const MISDIRECTED_MESSAGE = 'Tato adresa serveru není platná.';

/**
 * CSRF defence beside the SameSite=Strict cookie: a state-changing request that a browser
 * sends from another site (by its Origin, or Sec-Fetch-Site when Origin is absent) gets 403.
 * Server-to-server calls carry neither header and pass. With PUBLIC_ORIGIN, another Host gets 421.
 */
export function originCheck(policy: OriginPolicy, onRefused: () => void = () => undefined) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!HEALTH_PATHS.has(request.path) && policy.isMisdirected(request)) {
      response.status(421).json({ message: MISDIRECTED_MESSAGE });
      return;
    }
    if (SAFE_METHODS.has(request.method)) {
      next();
      return;
    }
    if (policy.isForeign(request)) {
      onRefused();
      response.status(403).json({ message: FOREIGN_ORIGIN_MESSAGE });
      return;
    }
    next();
  };
}

import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from './metrics';

const METHODS = new Set(['GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'DELETE']);
const PROBES = new Set(['/healthz', '/readyz']);

/** The one label of every request that no route served: never its path, which may carry a token. */
export const UNMATCHED_ROUTE = 'unmatched';
// Nest's own catch-all, which answers 404 for whatever no controller serves.
const NOT_FOUND_ROUTE = '/{*path}';

/**
 * The route a request took as a bounded label: the catalogue's template (`/api/user/{token}`),
 * never the path itself (which may carry a token). Unrouted requests are one of a few names:
 * the probes, `socket`, `static` for site and SPA files served, `unmatched` for everything else.
 */
export function routeLabel(request: Request, status: number): string {
  const route = (request as { route?: { path?: unknown } }).route?.path;
  if (typeof route === 'string' && route !== NOT_FOUND_ROUTE) {
    return route.replace(/:(\w+)/g, '{$1}');
  }
  const path = request.path;
  if (PROBES.has(path)) {
    return path;
  }
  if (route === undefined && path.startsWith('/socket.io')) {
    return 'socket';
  }
  if (route === undefined && !path.startsWith('/api/') && status !== 404) {
    return 'static';
  }
  return UNMATCHED_ROUTE;
}

/** Times every request from its arrival to its last byte, by method, route template and status class. */
export function httpMetrics(metrics: Metrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = METHODS.has(request.method) ? request.method : 'other';
      metrics.httpRequest(method, routeLabel(request, response.statusCode), response.statusCode, seconds);
    });
    next();
  };
}

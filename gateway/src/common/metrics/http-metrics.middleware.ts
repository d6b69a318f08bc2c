import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from './metrics';

const METHODS = new Set(['GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'DELETE']);
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * The route a request took as a bounded label: the catalogue's template (`/api/user/{token}`),
 * never the path itself (which may carry a token); anything unrouted is one of a few names.
 */
export function routeLabel(request: Request): string {
  const route = (request as { route?: { path?: unknown } }).route?.path;
  if (typeof route === 'string') {
    return route.replace(/:(\w+)/g, '{$1}');
  }
  const path = request.path;
  if (PROBES.has(path)) {
    return path;
  }
  if (path.startsWith('/api/')) {
    return 'unmatched';
  }
  return path.startsWith('/socket.io') ? 'socket' : 'static';
}

/** Times every request from its arrival to its last byte, by method, route template and status class. */
export function httpMetrics(metrics: Metrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = METHODS.has(request.method) ? request.method : 'other';
      metrics.httpRequest(method, routeLabel(request), response.statusCode, seconds);
    });
    next();
  };
}

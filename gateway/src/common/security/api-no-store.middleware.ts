import type { NextFunction, Request, Response } from 'express';

/** No /api answer (session data, errors, docs) is kept by a browser or a shared cache. */
export function apiNoStore(request: Request, response: Response, next: NextFunction): void {
  if (request.path === '/api' || request.path.startsWith('/api/')) {
    response.setHeader('Cache-Control', 'no-store');
  }
  next();
}

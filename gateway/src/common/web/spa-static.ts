import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';

const NOT_SPA_PREFIXES = ['/api/', '/socket.io/'];
const NOT_SPA_PATHS = new Set(['/api', '/healthz', '/readyz']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheHeaders(response: Response, filePath: string): void {
  // Vite puts content-hashed files under /assets; everything else may change between deploys.
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    response.setHeader('Cache-Control', IMMUTABLE);
  } else if (filePath.endsWith('.html')) {
    response.setHeader('Cache-Control', 'no-cache');
  } else {
    response.setHeader('Cache-Control', 'public, max-age=3600');
  }
}

function isSpaRoute(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return false;
  }
  return (
    !NOT_SPA_PATHS.has(request.path) && !NOT_SPA_PREFIXES.some((prefix) => request.path.startsWith(prefix))
  );
}

/** A prerendered page for the path (`/galerie` → `galerie/index.html`), or null. */
function prerenderedPage(distDir: string, urlPath: string): string | null {
  const relative = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.(\/|\\|$))+/, '');
  const candidate = path.join(distDir, relative, 'index.html');
  return candidate.startsWith(distDir) && existsSync(candidate) ? candidate : null;
}

/**
 * Serves the built SPA: static files with long caching for hashed assets, prerendered pages
 * for public routes, and the app shell for client-side routes. Null when no build exists.
 */
export function spaStatic(distDir: string): Router | null {
  const shell = path.join(distDir, 'index.html');
  if (!existsSync(shell)) {
    return null;
  }
  const router = express.Router();
  router.use(express.static(distDir, { index: 'index.html', redirect: false, setHeaders: cacheHeaders }));
  router.use((request: Request, response: Response, next: NextFunction) => {
    if (!isSpaRoute(request)) {
      next();
      return;
    }
    let page: string | null;
    try {
      page = prerenderedPage(distDir, request.path);
    } catch {
      // A malformed percent-encoding cannot name a prerendered page.
      page = null;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(page ?? shell);
  });
  return router;
}

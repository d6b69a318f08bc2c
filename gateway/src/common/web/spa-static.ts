import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { PrecompressedFiles } from './precompressed-files';

const NOT_SPA_PREFIXES = ['/api/', '/socket.io/'];
const NOT_SPA_PATHS = new Set(['/api', '/healthz', '/readyz']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND_PAGE = '404.html';
/** Client-side admin routes without their own prerendered shell still get the admin app. */
const ADMIN_FALLBACK_SHELL = path.join('admin', 'dashboard', 'index.html');
/**
 * A web order's status page in each language (`/objednavka/stav#<token>`, `/de/bestellung/status#…`,
 * `/en/order/status#…`; web/src/config/public-pages.ts): the token is in the fragment, but the page is a
 * customer's private one all the same, so no cache keeps it and no search engine lists it.
 */
const PRIVATE_PAGES = [
  path.join('objednavka', 'stav', 'index.html'),
  path.join('de', 'bestellung', 'status', 'index.html'),
  path.join('en', 'order', 'status', 'index.html'),
];

function isPrivatePage(filePath: string): boolean {
  return PRIVATE_PAGES.some((page) => filePath === page || filePath.endsWith(`${path.sep}${page}`));
}

function cacheHeaders(response: Response, filePath: string): void {
  if (isPrivatePage(filePath)) {
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('X-Robots-Tag', 'noindex');
  } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    // Vite puts content-hashed files under /assets; everything else may change between deploys.
    response.setHeader('Cache-Control', IMMUTABLE);
  } else if (filePath.endsWith('.html')) {
    response.setHeader('Cache-Control', 'no-cache');
  } else {
    response.setHeader('Cache-Control', 'public, max-age=3600');
  }
}

function isApiRequest(urlPath: string): boolean {
  return NOT_SPA_PATHS.has(urlPath) || NOT_SPA_PREFIXES.some((prefix) => urlPath.startsWith(prefix));
}

function isReadRequest(request: Request): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

function isPageRequest(request: Request): boolean {
  return isReadRequest(request) && !isApiRequest(request.path);
}

/** The prerendered page for the path (`/galerie` → `galerie/index.html`) relative to dist, or null. */
function prerenderedPage(distDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // A malformed percent-encoding cannot name a prerendered page.
    return null;
  }
  const relative = path.join(path.normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, ''), 'index.html');
  const absolute = path.join(distDir, relative);
  return absolute.startsWith(distDir) && existsSync(absolute) ? path.relative(distDir, absolute) : null;
}

/**
 * The 404 page in the language of the path's prefix (`/de/x` → `de/404.html`) when the build has one,
 * else the Czech `404.html`.
 */
function notFoundPage(distDir: string, urlPath: string): string {
  const prefix = /^\/([a-z]{2})(?:\/|$)/.exec(urlPath)?.[1];
  const localised = prefix ? path.join(prefix, NOT_FOUND_PAGE) : null;
  return localised && existsSync(path.join(distDir, localised)) ? localised : NOT_FOUND_PAGE;
}

function isAdminPath(urlPath: string): boolean {
  return urlPath === '/admin' || urlPath.startsWith('/admin/');
}

/**
 * Serves the built SPA: static files with long caching for hashed assets, prerendered pages
 * for public routes (`/de/…`, `/en/…` included), the admin shell for client-side admin routes and
 * the 404 page (status 404, in the language of the path's prefix) for anything else. Null when no
 * build exists.
 */
export function spaStatic(distDir: string): Router | null {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    return null;
  }
  const hasNotFoundPage = existsSync(path.join(root, NOT_FOUND_PAGE));
  const hasAdminShell = existsSync(path.join(root, ADMIN_FALLBACK_SHELL));
  const router = express.Router();
  const precompressed = new PrecompressedFiles(root);
  const staticFiles = express.static(root, {
    index: 'index.html',
    redirect: false,
    dotfiles: 'ignore',
    setHeaders: cacheHeaders,
  });
  // API calls never name a file: they skip the disk lookup (a stat per call) on their way to Nest.
  router.use((request: Request, response: Response, next: NextFunction) => {
    if (isApiRequest(request.path)) {
      next();
      return;
    }
    const file = isReadRequest(request) ? precompressed.fileFor(request.path) : null;
    if (file) {
      cacheHeaders(response, path.join(root, file));
      const sendAsIs = (): void => {
        staticFiles(request, response, next);
      };
      if (precompressed.trySend(request, response, file, sendAsIs)) {
        return;
      }
    }
    staticFiles(request, response, next);
  });
  router.use((request: Request, response: Response, next: NextFunction) => {
    if (!isPageRequest(request)) {
      next();
      return;
    }
    const page = prerenderedPage(root, request.path);
    cacheHeaders(response, page ?? NOT_FOUND_PAGE);
    const send = (file: string): void => {
      // `root` keeps send's dot-segment check on the URL part only, so a dist inside a dot
      // directory (e.g. a checkout under ~/.cache) still serves.
      const sendAsIs = (): void =>
        response.sendFile(file, { root }, (error?: Error) => {
          if (error && !response.headersSent) {
            next();
          }
        });
      if (!precompressed.trySend(request, response, file, sendAsIs)) {
        sendAsIs();
      }
    };
    if (page) {
      send(page);
    } else if (isAdminPath(request.path) && hasAdminShell) {
      send(ADMIN_FALLBACK_SHELL);
    } else if (hasNotFoundPage) {
      response.status(404);
      send(notFoundPage(root, request.path));
    } else {
      send('index.html');
    }
  });
  return router;
}

import { paths } from '@/config/paths';
import { pageAt } from '@/config/public-pages';

/** Marker of the prerendered 404 pages, one a language (`data-prerendered` on the root element). */
export const NOT_FOUND_MARKER = '404';
/** Marker of the admin shells: nothing is prerendered in them. */
export const SHELL_MARKER = 'shell';

/** A path as the prerendered page's marker names it: without a trailing slash (`/de/` → `/de`). */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

const isPrerenderedRoute = (pathname: string) => pathname === paths.login || pageAt(pathname) !== null;
const isAdmin = (pathname: string) =>
  pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`);

/**
 * Whether the prerendered markup in the root (`marker`) is what the app renders at `pathname`:
 * then it is hydrated; otherwise (an admin shell, or the landing page served for another path)
 * the app renders from scratch, which avoids a hydration mismatch.
 */
export function shouldHydrate(marker: string | undefined, pathname: string): boolean {
  if (!marker || marker === SHELL_MARKER) {
    return false;
  }
  const path = normalisePath(pathname);
  if (marker === NOT_FOUND_MARKER) {
    return !isPrerenderedRoute(path) && !isAdmin(path);
  }
  return marker === path;
}

import { paths, PUBLIC_ROUTES } from '@/config/paths';

/** Marker of the prerendered 404 page (`data-prerendered` on the root element). */
export const NOT_FOUND_MARKER = '404';
/** Marker of the admin shells: nothing is prerendered in them. */
export const SHELL_MARKER = 'shell';

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

const isPublicRoute = (pathname: string) => (PUBLIC_ROUTES as readonly string[]).includes(pathname);
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
  const path = normalise(pathname);
  if (marker === NOT_FOUND_MARKER) {
    return !isPublicRoute(path) && !isAdmin(path);
  }
  return marker === path;
}

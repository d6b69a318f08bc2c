import { paths } from '@/config/paths';

const NEXT_PARAM = 'next';

/**
 * /login remembering the admin page it was opened from: signing in goes back there with its query
 * (the number a softphone put into /admin/orders/create?phone=…), not to the dashboard.
 */
export function loginReturningTo(page: { pathname: string; search: string }): string {
  if (!isAdminPath(page.pathname) || page.pathname === paths.admin.root) {
    return paths.login;
  }
  return `${paths.login}?${new URLSearchParams({ [NEXT_PARAM]: page.pathname + page.search }).toString()}`;
}

/** Where a successful sign-in goes: the remembered admin page when it is one of ours, else the dashboard. */
export function pageAfterLogin(search: string): string {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) {
    return paths.admin.dashboard;
  }
  // Resolved against a throwaway origin: anything that leaves it, or leaves /admin, is refused.
  const base = 'http://same.invalid';
  const url = new URL(next, base);
  return url.origin === base && isAdminPath(url.pathname) ? url.pathname + url.search : paths.admin.dashboard;
}

function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`);
}

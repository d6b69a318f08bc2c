import { useSyncExternalStore } from 'react';

/** Google's Maps script calls the page's `gm_authFailure` when it refuses the key (bad key, referrer, billing, quota). */
type GoogleAuthFailureHook = { gm_authFailure?: () => void };

// For the whole page, not per map: Google's script loads once per page, and once it failed (or
// refused the key) a new map would fail the same way. A reload tries again.
let failed = false;
const listeners = new Set<() => void>();

/** Records that Google's map cannot be shown on this page; every route map switches to Leaflet. */
export function markGoogleMapsFailed(): void {
  if (failed) {
    return;
  }
  failed = true;
  listeners.forEach((listener) => listener());
}

/** Forgets the failure (tests only: a page forgets it by reloading). */
export function forgetGoogleMapsFailure(): void {
  failed = false;
}

let watchingAuth = false;

/**
 * Listens, once per page, for Google refusing the key. Never removed: Google may call it any time after
 * its script ran, also after the map that loaded it has gone.
 */
export function watchGoogleAuthFailure(): void {
  if (watchingAuth) {
    return;
  }
  watchingAuth = true;
  const page: Window & GoogleAuthFailureHook = window;
  const previous = page.gm_authFailure;
  page.gm_authFailure = () => {
    previous?.();
    markGoogleMapsFailed();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether Google's map failed on this page: its script did not load, or it refused the key. */
export function useGoogleMapsFailed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => failed,
    () => false,
  );
}

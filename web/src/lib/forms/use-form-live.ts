import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False in a prerendered page until React has hydrated it, true from then on (at once in a page
 * React renders itself). A form's submit waits for it: before hydration the browser would send the
 * form itself, as a GET that puts what the visitor typed — a password, a message — into the address
 * and the server's log, and loses it from the page.
 */
export function useFormLive(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

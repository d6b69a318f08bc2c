import { useCallback, useSyncExternalStore } from 'react';

// jsdom (unit tests) has no matchMedia: there every query is false.
function mediaQueryList(query: string): MediaQueryList | undefined {
  return typeof window === 'undefined' ? undefined : window.matchMedia?.(query);
}

/** Whether a CSS media query matches now; re-renders when that changes (e.g. a window resized). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}

import { useCallback, useEffect, useState } from 'react';
import { elementNearViewport } from '@/lib/near-viewport';

/**
 * True once the element given to the returned ref has come near the viewport (or was focused or
 * pressed); stays true. For a part below the first screen whose code can wait until it is needed.
 * Watching starts when `enabled` (say, once the layout above the part is final), or as soon as the
 * page is scrolled: whatever the layout, the person is then on the way to the part.
 */
export function useNearViewport<T extends Element>(
  marginPx: number,
  enabled = true,
): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const watching = enabled || scrolled;
  useEffect(() => {
    if (watching) {
      return undefined;
    }
    const onScroll = (): void => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [watching]);
  useEffect(() => {
    if (!element || near || !watching) {
      return undefined;
    }
    const watch = new AbortController();
    void elementNearViewport(element, { marginPx, signal: watch.signal }).then(() => setNear(true));
    return () => watch.abort();
  }, [element, near, marginPx, watching]);
  return [useCallback((next: T | null) => setElement(next), []), near];
}

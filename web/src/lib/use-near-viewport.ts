import { useCallback, useEffect, useState } from 'react';
import { elementNearViewport } from '@/lib/near-viewport';

/**
 * True once the element given to the returned ref has come near the viewport (or was focused or
 * pressed); stays true. For a part below the first screen whose code can wait until it is needed.
 * Watching starts when `enabled` (say, once the layout above the part is final).
 */
export function useNearViewport<T extends Element>(
  marginPx: number,
  enabled = true,
): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near || !enabled) {
      return undefined;
    }
    const watch = new AbortController();
    void elementNearViewport(element, { marginPx, signal: watch.signal }).then(() => setNear(true));
    return () => watch.abort();
  }, [element, near, marginPx, enabled]);
  return [useCallback((next: T | null) => setElement(next), []), near];
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersReducedMotion } from '@/lib/prefers-reduced-motion';

/**
 * What a multi-page site does on its own: a new page starts at the top, a link with a hash
 * (`/#contact`) scrolls to that section and moves the keyboard focus there. The first render is
 * left to the browser (it restores the position on reload and handles a hash itself).
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash, key } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!hash) {
      window.scrollTo({ top: 0 });
      return;
    }
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      target.focus({ preventScroll: true });
    }
  }, [pathname, hash, key]);
}

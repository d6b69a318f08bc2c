import { useEffect } from 'react';
import { css } from 'styled-components';
import { prefersReducedMotion } from '@/features/site/hooks/prefers-reduced-motion';

/** Spec section 2: reveal animations last 1000 ms and start after 200 ms. */
export const REVEAL_DURATION_MS = 1000;
export const REVEAL_DELAY_MS = 200;

/** Styles for `[data-reveal]` blocks; put them on a wrapper of the page. */
export const revealStyles = css`
  [data-reveal-state='pending'] {
    opacity: 0;
    transform: translateY(32px);
  }
  [data-reveal-state='shown'] {
    transition:
      opacity ${REVEAL_DURATION_MS}ms ease-out ${REVEAL_DELAY_MS}ms,
      transform ${REVEAL_DURATION_MS}ms ease-out ${REVEAL_DELAY_MS}ms;
  }
  @media (prefers-reduced-motion: reduce) {
    [data-reveal-state] {
      opacity: 1;
      transform: none;
      transition: none;
    }
  }
`;

/**
 * Fades `[data-reveal]` blocks in as they scroll into view. Only blocks that are below the fold
 * when the page becomes interactive are hidden first, so nothing already seen disappears and
 * the prerendered content stays visible without JavaScript. Nothing moves under reduced motion.
 */
export function useReveal(): void {
  useEffect(() => {
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const element = entry.target as HTMLElement;
          if (entry.isIntersecting) {
            if (seen.has(element)) {
              element.dataset.revealState = 'shown';
            }
            observer.unobserve(element);
          } else if (!seen.has(element)) {
            element.dataset.revealState = 'pending';
          }
          seen.add(element);
        }
      },
      { threshold: 0.05 },
    );
    document.querySelectorAll('[data-reveal]').forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, []);
}

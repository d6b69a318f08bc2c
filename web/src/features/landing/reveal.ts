import { prefersReducedMotion } from '@/lib/prefers-reduced-motion';

/** Spec section 2: reveal animations last 1000 ms and start after 200 ms. */
export const REVEAL_DURATION_MS = 1000;
export const REVEAL_DELAY_MS = 200;

/**
 * Fades `[data-reveal]` blocks in as they scroll into view. Only blocks that are below the fold
 * when the page becomes interactive are hidden first, so nothing already seen disappears and
 * the prerendered content stays visible without JavaScript. Nothing moves under reduced motion.
 * Free of React: the static landing page and the SPA's `useReveal` both run it. Returns the stop.
 */
export function observeReveal(): () => void {
  if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
    return () => undefined;
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
}

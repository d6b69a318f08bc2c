import { useEffect } from 'react';
import { css } from 'styled-components';
import { observeReveal, REVEAL_DELAY_MS, REVEAL_DURATION_MS } from '@/features/landing/reveal';

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

/** Fades `[data-reveal]` blocks in as they scroll into view (see `observeReveal`). */
export function useReveal(): void {
  useEffect(() => observeReveal(), []);
}

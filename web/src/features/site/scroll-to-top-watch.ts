import { prefersReducedMotion } from '@/lib/prefers-reduced-motion';

const SHOW_AFTER_PX = 600;
// The corner the button takes: its 48 px and the 16 px around it.
const CORNER_PX = 80;

/** Whether something that must stay readable (a form's message, the footer) is under the button's corner. */
export function cornerIsTaken(
  boxes: readonly Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>[],
  viewport: { width: number; height: number },
): boolean {
  return boxes.some(
    (box) =>
      box.bottom > viewport.height - CORNER_PX &&
      box.top < viewport.height &&
      box.right > viewport.width - CORNER_PX &&
      box.left < viewport.width,
  );
}

/**
 * Calls `onChange` with whether the "back to the top" link should show: once the visitor has
 * scrolled down, and not while a form's message or the footer (`data-keep-clear`) is under it.
 * Free of React (the static public pages run it too). Returns the stop.
 */
export function watchScrollToTop(onChange: (visible: boolean) => void): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    const boxes = [...document.querySelectorAll('[data-keep-clear]')].map((element) =>
      element.getBoundingClientRect(),
    );
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    onChange(window.scrollY > SHOW_AFTER_PX && !cornerIsTaken(boxes, viewport));
  };
  const schedule = () => {
    frame ||= window.requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  // A message that appears without scrolling (the contact form's answer) is checked too.
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    observer.disconnect();
    window.cancelAnimationFrame(frame);
  };
}

/** What the link does: back to the top, with the keyboard focus on the page's main content. */
export function scrollBackToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  document.getElementById('main')?.focus({ preventScroll: true });
}

/** The static pages' version of the link: the prerendered `a[data-scroll-to-top]` comes alive. */
export function enhanceScrollToTop(link: HTMLAnchorElement): void {
  watchScrollToTop((visible) => {
    link.dataset.visible = String(visible);
  });
  link.addEventListener('click', (event) => {
    event.preventDefault();
    scrollBackToTop();
  });
}

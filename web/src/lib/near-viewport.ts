export type NearViewportOptions = {
  /** How far outside the viewport (above or below) already counts as near. */
  marginPx?: number;
  /** Stops watching (the promise then never settles). */
  signal?: AbortSignal;
};

/**
 * Resolves when `element` comes within `marginPx` of the viewport, or when someone focuses or
 * presses inside it first; at once where IntersectionObserver is missing. Free of React, so the
 * static public pages can use it too.
 */
export function elementNearViewport(
  element: Element,
  { marginPx = 600, signal }: NearViewportOptions = {},
): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      return;
    }
    if (typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    const stop = (): void => {
      observer.disconnect();
      element.removeEventListener('focusin', done);
      element.removeEventListener('pointerdown', done);
      signal?.removeEventListener('abort', stop);
    };
    function done(): void {
      stop();
      resolve();
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && done(),
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    element.addEventListener('focusin', done);
    element.addEventListener('pointerdown', done);
    signal?.addEventListener('abort', stop);
  });
}

/**
 * `elementNearViewport` for the element with this id; at once when the element never appears
 * (a page rendered in the browser mounts it after this starts, so it is looked for a while).
 */
export function nearViewport(id: string, marginPx = 600): Promise<void> {
  return new Promise((resolve) => {
    let frames = 0;
    const watch = (): void => {
      const element = document.getElementById(id);
      if (element) {
        void elementNearViewport(element, { marginPx }).then(resolve);
      } else if ((frames += 1) < 120) {
        requestAnimationFrame(watch);
      } else {
        resolve();
      }
    };
    watch();
  });
}

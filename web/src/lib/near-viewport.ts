/**
 * Resolves when the element with this id comes within `marginPx` of the viewport, or when someone
 * focuses or presses inside it first; at once where IntersectionObserver is missing or the element
 * never appears. Free of React, so the static public pages can use it too.
 */
export function nearViewport(id: string, marginPx = 600): Promise<void> {
  return new Promise((resolve) => {
    let frames = 0;
    const watch = (): void => {
      const element = document.getElementById(id);
      if (!element) {
        // A page rendered in the browser mounts the element after this starts: look for a while.
        if ((frames += 1) < 120) {
          requestAnimationFrame(watch);
        } else {
          resolve();
        }
        return;
      }
      if (typeof IntersectionObserver === 'undefined') {
        resolve();
        return;
      }
      const done = (): void => {
        observer.disconnect();
        element.removeEventListener('focusin', done);
        element.removeEventListener('pointerdown', done);
        resolve();
      };
      const observer = new IntersectionObserver(
        (entries) => entries.some((e) => e.isIntersecting) && done(),
        {
          rootMargin: `${marginPx}px 0px`,
        },
      );
      observer.observe(element);
      element.addEventListener('focusin', done);
      element.addEventListener('pointerdown', done);
    };
    watch();
  });
}

/**
 * Requests the static public pages' script once the page's largest picture has been painted.
 * web/scripts/prerender.mjs inlines this function's source at the end of their body, so it may use
 * nothing from outside itself.
 *
 * The prerendered page is complete without the script (the poster shows from the HTML, its styles
 * inline); the script only makes it interactive. Requested earlier, it takes bandwidth from the
 * poster's image, and Lighthouse counts every request started before the largest paint as needed
 * for it (docs/benchmarks.md, Public site).
 *
 * - The signal is the first largest-contentful-paint entry after `load`: every picture has arrived by
 *   then, and its paint follows. When the largest paint came before `load`, none follows, so 300 ms
 *   after `load` will do. A browser without that entry type gets it a frame after `load`.
 * - A tap or key press requests it at once. A click on a button outside a form before the script has
 *   wired it (the menu, the poster's close button, a gallery picture) is repeated once the page is
 *   interactive, which web/src/site-main.ts marks with `data-app-ready` on the root element, so the
 *   visitor's first tap is never lost.
 */
export function loadSiteScriptAfterLargestPaint(src: string): void {
  let requested = false;
  let earlyClick: HTMLButtonElement | null = null;

  function onEarlyClick(event: Event): void {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (target && !target.form) {
      earlyClick = target;
    }
    request();
  }

  function request(): void {
    if (requested) {
      return;
    }
    requested = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.appendChild(script);
  }

  const root = document.documentElement;
  const whenInteractive = new MutationObserver(() => {
    if (root.dataset.appReady !== 'true') {
      return;
    }
    whenInteractive.disconnect();
    removeEventListener('click', onEarlyClick, true);
    if (earlyClick && earlyClick.isConnected) {
      earlyClick.click();
    }
  });
  whenInteractive.observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });

  addEventListener('click', onEarlyClick, true);
  addEventListener('pointerdown', request, { once: true, capture: true });
  addEventListener('keydown', request, { once: true, capture: true });

  function afterLoad(): void {
    const types =
      (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('largest-contentful-paint') < 0) {
      requestAnimationFrame(() => setTimeout(request));
      return;
    }
    const largestPaint = new PerformanceObserver(() => {
      largestPaint.disconnect();
      setTimeout(request);
    });
    largestPaint.observe({ type: 'largest-contentful-paint' });
    setTimeout(request, 300);
  }

  if (document.readyState === 'complete') {
    afterLoad();
  } else {
    addEventListener('load', afterLoad, { once: true });
  }
}

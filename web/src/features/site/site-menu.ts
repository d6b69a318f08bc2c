/**
 * The phone menu of the static public pages (the prerendered header without React): the toggle
 * opens and closes `#site-menu`, Escape and a followed link close it. The SPA's `SiteHeader` does
 * the same with React state.
 */
export function enhanceSiteMenu(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>('button[aria-controls="site-menu"]');
  const menu = header.querySelector<HTMLElement>('#site-menu');
  if (!toggle || !menu) {
    return;
  }
  const setOpen = (open: boolean): void => {
    toggle.setAttribute('aria-expanded', String(open));
    menu.dataset.open = String(open);
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  header.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
      setOpen(false);
    }
  });
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) {
      setOpen(false);
    }
  });
}

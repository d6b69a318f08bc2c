import { expect, type Page } from '@playwright/test';

/** The poster popup's seen flag (landing page), set before any script of the page runs. */
export async function markPosterSeen(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('popupSeen', 'true'));
}

/** Collects uncaught errors and console errors (a failed hydration shows up here). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(`console: ${message.text()}`);
    }
  });
  return errors;
}

/** Waits until React has hydrated the prerendered page (the layout marks <html> when it has). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

/**
 * Waits until a lazily loaded part of a page (`lazyIsland`: the contact and login forms) is live.
 * The contact form's code comes only when its section nears the screen, so scroll there first.
 */
export async function waitForIsland(page: Page, name: 'contact-form' | 'login-form'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(`data-island-${name}`, 'ready');
}

export const PUBLIC_PAGES = [
  { path: '/', heading: 'Taxi Litoměřice' },
  { path: '/galerie', heading: 'Galerie' },
  { path: '/privacy-policy', heading: 'Zásady ochrany osobních údajů' },
  { path: '/terms-and-conditions', heading: 'Obchodní podmínky' },
  { path: '/delete-request', heading: 'Žádost o smazání účtu' },
  { path: '/login', heading: 'Přihlášení do administrace' },
  { path: '/objednat', heading: 'Objednat taxi' },
  // Opened without its link's token: the page says the link does not work.
  { path: '/objednavka/stav', heading: 'Vaše jízda' },
] as const;

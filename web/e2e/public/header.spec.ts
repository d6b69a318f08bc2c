import { expect, test } from '@playwright/test';
import { markPosterSeen, waitForHydration } from './support';
import { oneSize } from '../one-size';

const ENTRIES = [
  { name: 'Ceník', href: '/#pricing' },
  { name: 'O nás', href: '/#about' },
  { name: 'Aplikace', href: '/#services' },
  { name: 'Kontakt', href: '/#contact' },
  { name: 'Galerie', href: '/galerie' },
  { name: 'Objednat', href: '/objednat' },
];

test.beforeEach(async ({ page }) => {
  await markPosterSeen(page);
});

async function openMenuIfCollapsed(page: import('@playwright/test').Page) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) {
    await toggle.click();
  }
}

test('the header lists its entries and "Přihlásit se" without a session', async ({ page }) => {
  await page.goto('/galerie');
  await waitForHydration(page);
  await openMenuIfCollapsed(page);
  const nav = page.getByRole('navigation', { name: 'Hlavní navigace' });
  const links = nav.getByRole('link');
  await expect(links).toHaveText([...ENTRIES.map((entry) => entry.name), 'Přihlásit se']);
  for (const entry of ENTRIES) {
    await expect(nav.getByRole('link', { name: entry.name })).toHaveAttribute('href', entry.href);
  }
  await expect(nav.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/login');
  await expect(nav.getByRole('link', { name: 'Administrace' })).toBeHidden();
});

test(
  'with the session cookie the last entry is "Administrace" to the dashboard',
  oneSize,
  async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'session', value: '1', url: baseURL! }]);
    await page.goto('/');
    await openMenuIfCollapsed(page);
    const nav = page.getByRole('navigation', { name: 'Hlavní navigace' });
    await expect(nav.getByRole('link', { name: 'Administrace' })).toHaveAttribute('href', '/admin/dashboard');
    await expect(nav.getByRole('link', { name: 'Přihlásit se' })).toBeHidden();
  },
);

test(
  'the prerendered page shows the right label before any bundle runs (no flash)',
  oneSize,
  async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'session', value: '1', url: baseURL! }]);
    // Only the inline head script runs: the application bundle never arrives.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/has-session/);
    // The phone menu is collapsed, so look at the entries themselves rather than through the nav.
    const menu = page.locator('#site-menu');
    await expect(menu.locator('.signed-in')).toHaveText('Administrace');
    await expect(menu.locator('.signed-in')).toHaveCSS('display', 'list-item');
    await expect(menu.locator('.signed-out')).toHaveCSS('display', 'none');
  },
);

test('a header link scrolls to its landing section', async ({ page }) => {
  await page.goto('/galerie');
  await waitForHydration(page);
  await openMenuIfCollapsed(page);
  await page
    .getByRole('navigation', { name: 'Hlavní navigace' })
    .getByRole('link', { name: 'Kontakt' })
    .click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Zavolejte, napište, nebo se zastavte' })).toBeVisible();
});

test.describe('phone menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the toggle exists on narrow screens only');

  test('is a real button: keyboard, aria-expanded, closes on navigation', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Hlavní navigace' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    await expect(nav).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Galerie' }).click();
    await expect(page).toHaveURL(/\/galerie$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  });
});

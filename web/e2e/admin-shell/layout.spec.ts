import type { Page } from '@playwright/test';
import { expect, test } from './support';

const MENU = [
  'Dashboard',
  'Objednávky',
  'Vytvořit objednávku',
  'Mapa',
  'Zákazníci',
  'Blacklist',
  'Administrátoři',
  'VIP',
  'Oznámení',
  'Řidiči',
  'Historie přihlášení',
  'Měsíční tabulka',
  'Přehledy',
  'Předání směny',
  'Stav systému',
];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Administrace' });
const title = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });

test.describe('desktop shell', () => {
  test.skip(({ isMobile }) => isMobile, 'the wide layout');

  test('the drawer lists every screen, marks the current one and the top bar shows its title', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    await expect(nav(page).getByRole('link')).toHaveText(MENU);
    await expect(page.getByRole('button', { name: 'Odhlásit se' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(title(page)).toHaveText('Admin panel');

    await nav(page).getByRole('link', { name: 'Objednávky' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(title(page)).toHaveText('Objednávky');
    await expect(nav(page).getByRole('link', { name: 'Objednávky' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    await nav(page).getByRole('link', { name: 'Měsíční tabulka' }).click();
    await expect(title(page)).toHaveText('Admin panel');
    await nav(page).getByRole('link', { name: 'VIP' }).click();
    await expect(title(page)).toHaveText('VIP');
  });

  test('the top bar is the brand yellow with #444444 text', async ({ page }) => {
    await page.goto('/admin/dashboard');
    const colors = await page.getByRole('banner').evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        color: getComputedStyle(element.querySelector('h1')!).color,
      };
    });
    expect(colors).toEqual({ background: 'rgb(255, 192, 5)', color: 'rgb(68, 68, 68)' });
  });

  test('the drawer is 240 px open by default, collapses to icons and remembers it', async ({ page }) => {
    await page.goto('/admin/dashboard');
    const drawer = page.locator('#admin-drawer');
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(240);

    await page.getByRole('button', { name: 'Sbalit menu' }).click();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(64);
    // Icons only, still named for assistive technology.
    const link = nav(page).getByRole('link', { name: 'Objednávky' });
    await expect(link).toBeVisible();
    expect((await link.boundingBox())?.width).toBeLessThanOrEqual(64);
    await expect(link).toHaveAttribute('title', 'Objednávky');

    await page.reload();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(64);
    await page.getByRole('button', { name: 'Rozbalit menu' }).click();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(240);
    await page.reload();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(240);
  });

  test('the footer shows the current year; the live connection says it is live', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Živě');
  });
});

test.describe('small screens', () => {
  test.skip(({ isMobile }) => !isMobile, 'the overlay drawer');

  test('the drawer is an overlay opened from the top bar', async ({ page }) => {
    await page.goto('/admin/dashboard');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page)).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).getByRole('link')).toHaveText(MENU);
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeFocused();

    await nav(page).getByRole('link', { name: 'Objednávky' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(title(page)).toHaveText('Objednávky');
    await expect(nav(page)).toBeHidden();

    await menu.click();
    await expect(nav(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav(page)).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await menu.click();
    await expect(page.getByRole('button', { name: 'Odhlásit se' })).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';
import { waitForHydration, waitForIsland } from './support';
import { oneSize } from '../one-size';

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await waitForHydration(page);
  await waitForIsland(page, 'login-form');
});

test('Jméno and Heslo are required', oneSize, async ({ page }) => {
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByLabel('Jméno')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Heslo')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Jméno')).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer who lands here finds the way to order a taxi', oneSize, async ({ page }) => {
  await page.getByRole('main').getByRole('link', { name: 'Objednat' }).click();
  await expect(page).toHaveURL(/\/objednat$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('wrong credentials give the alert "Špatné přihlašovací údaje"', oneSize, async ({ page }) => {
  await page.getByLabel('Jméno').fill('admin');
  await page.getByLabel('Heslo').fill('spatne-heslo');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('alert')).toHaveText('Špatné přihlašovací údaje');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Jméno')).toHaveValue('admin');
});

test('the same alert when the server cannot be reached', oneSize, async ({ page }) => {
  await page.route('**/api/admins/login', (route) => route.abort('connectionrefused'));
  await page.getByLabel('Jméno').fill('admin');
  await page.getByLabel('Heslo').fill('admin');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('alert')).toHaveText('Špatné přihlašovací údaje');
});

test('correct credentials set the session cookies and open the dashboard', async ({
  page,
  context,
  isMobile,
}) => {
  await page.getByLabel('Jméno').fill('admin');
  await page.getByLabel('Heslo').fill('admin');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'token')?.httpOnly).toBe(true);
  expect(cookies.find((cookie) => cookie.name === 'session')?.value).toBe('1');
  // The audit trail names the admin from the session on the gateway: no name cookie is set.
  expect(cookies.find((cookie) => cookie.name === 'taxi_admin')).toBeUndefined();
  expect(await page.evaluate(() => Object.keys(window.localStorage))).not.toContain('token');

  await page.goto('/galerie');
  await waitForHydration(page);
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu' }).click();
  }
  await expect(
    page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Administrace' }),
  ).toBeVisible();
});

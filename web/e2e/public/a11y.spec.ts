import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../axe';
import { markPosterSeen, PUBLIC_PAGES, waitForHydration, waitForIsland } from './support';

async function violations(page: Page) {
  return (await axeViolations(page)).map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

for (const { path } of PUBLIC_PAGES) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    await markPosterSeen(page);
    await page.goto(path);
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);
  });
}

test('axe finds nothing on the 404 page', async ({ page }) => {
  await page.goto('/nic-takoveho');
  await waitForHydration(page);
  expect(await violations(page)).toEqual([]);
});

test('axe finds nothing with the poster popup open', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe finds nothing in the gallery lightbox', async ({ page }) => {
  await page.goto('/galerie');
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Obrázek 1: / }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe finds nothing in the contact form showing errors and alerts', async ({ page }) => {
  await markPosterSeen(page);
  await page.route('**/api/admins/sendWebEmail', (route) => route.fulfill({ status: 502, body: '{}' }));
  await page.goto('/');
  await waitForHydration(page);
  const form = page.locator('#contact form');
  await form.scrollIntoViewIfNeeded();
  await waitForIsland(page, 'contact-form');
  await form.getByRole('button', { name: 'Odeslat zprávu' }).click();
  await form.getByLabel('Jméno').fill('Jana');
  await form.getByLabel('Předmět').fill('Dotaz');
  await form.getByLabel('Zpráva').fill('Dobrý den');
  // One field still wrong, and the failure alert of the previous attempt.
  await form.getByLabel('E-mail').fill('jana@');
  await form.getByRole('button', { name: 'Odeslat zprávu' }).click();
  await form.getByLabel('E-mail').fill('jana@example.cz');
  await form.getByRole('button', { name: 'Odeslat zprávu' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await form.getByLabel('E-mail').fill('jana@');
  await expect(form.getByText('Zadejte e-mail ve tvaru jmeno@domena.cz.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe finds nothing in the login form showing errors and the alert', async ({ page }) => {
  await page.goto('/login');
  await waitForHydration(page);
  await waitForIsland(page, 'login-form');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  expect(await violations(page)).toEqual([]);
  await page.getByLabel('Jméno').fill('admin');
  await page.getByLabel('Heslo').fill('spatne');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('alert')).toHaveText('Špatné přihlašovací údaje');
  expect(await violations(page)).toEqual([]);
});

test('axe finds nothing with the phone menu open', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu toggle exists on narrow screens only');
  await markPosterSeen(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  expect(await violations(page)).toEqual([]);
});

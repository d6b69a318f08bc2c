import type { BrowserContext } from '@playwright/test';
import { field, pickWithKeyboard, shown } from '../dispatch/create-order-support';
import { expect, signIn, test } from './support';
import { oneSize } from '../one-size';

// A session that ends mid-shift (a 401 from the next call) sends the dispatcher to /login and, once
// signed in again, back to the same screen; the create-order form's unsent draft comes back with it.
// The next call is brought on by the page's clock (the SOS strip's 30 s reload), never by waiting.

const NEXT_RELOAD_MS = 31_000;
const DRAFT_RESTORED = 'Rozepsaná objednávka byla obnovena.';

/** The session token goes away (as when it expires on the server); the next call answers 401. */
async function dropSessionToken(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: 'token' });
}

test('a session ending on the orders screen comes back to it, with its filter', oneSize, async ({ page }) => {
  await page.clock.install();
  await page.goto('/admin/orders?predobjednavky=1');
  const only = page.getByRole('checkbox', { name: 'Jen předobjednávky' });
  await expect(only).toBeChecked();
  // Logged out behind the page's back (another tab, an expired session): the server forgets the token.
  const logout = await page.request.post('/api/history_login/create', { data: {} });
  expect(logout.ok()).toBe(true);
  await page.clock.runFor(NEXT_RELOAD_MS);
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Forders%3Fpredobjednavky%3D1$/);

  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/orders\?predobjednavky=1$/);
  await expect(only).toBeChecked();
});

test(
  'the create-order form’s unsent draft survives the way through /login, and goes once sent',
  oneSize,
  async ({ page, context }, info) => {
    await context.clearCookies();
    await page.clock.install();
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.goto('/admin/orders/create');
    await expect(field.from(page)).toBeFocused();
    await pickWithKeyboard(page, 'Mírové', /./);
    await field.to(page).focus();
    await pickWithKeyboard(page, 'Nádraží', /./);
    await expect(shown.price(page)).toContainText('Kč');
    const from = await field.from(page).inputValue();
    const to = await field.to(page).inputValue();
    await field.name(page).fill('Jana Rozepsaná');
    await field.phone(page).fill('+420 777 555 123');
    await field.people(page).fill('3');
    await field.driver(page).selectOption({ index: 1 });
    const driver = await field.driver(page).inputValue();
    expect(driver).not.toBe('-1');

    await dropSessionToken(context);
    await page.clock.runFor(NEXT_RELOAD_MS);
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Forders%2Fcreate$/);
    await signIn(page);

    await expect(page).toHaveURL(/\/admin\/orders\/create$/);
    await expect(page.getByRole('status').filter({ hasText: DRAFT_RESTORED })).toBeVisible();
    await expect(field.from(page)).toHaveValue(from);
    await expect(field.to(page)).toHaveValue(to);
    await expect(field.name(page)).toHaveValue('Jana Rozepsaná');
    await expect(field.phone(page)).toHaveValue('+420 777 555 123');
    await expect(field.people(page)).toHaveValue('3');
    await expect(field.driver(page)).toHaveValue(driver);
    await expect(shown.price(page)).toContainText('Kč');
    await page.screenshot({ path: info.outputPath(`draft-restored-${info.project.name}.png`) });

    await field.submit(page).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('status').filter({ hasText: 'Objednávka byla vytvořena' })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(window.sessionStorage))).toEqual([]);
    await page.goto('/admin/orders/create');
    await expect(field.name(page)).toHaveValue('');
    await expect(page.getByText(DRAFT_RESTORED)).toHaveCount(0);
  },
);

test(
  'Odhlásit se takes the draft along: whoever signs in next starts with an empty form',
  oneSize,
  async ({ page, context, isMobile }) => {
    await context.clearCookies();
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/orders/create');
    await field.name(page).fill('Jana Rozepsaná');
    await expect
      .poll(() => page.evaluate(() => Object.keys(window.sessionStorage)))
      .toEqual(['taxi.admin.draft.create-order']);
    if (isMobile) {
      await page.getByRole('button', { name: 'Menu' }).click();
    }
    await page.getByRole('button', { name: 'Odhlásit se' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => Object.keys(window.sessionStorage))).toEqual([]);

    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/orders/create');
    await expect(field.name(page)).toHaveValue('');
  },
);

import type { Locator } from '@playwright/test';
import { api, expect, test } from './fixtures';
import { oneSize } from '../one-size';

/** Every phone shown in these rows is a link that calls it: `tel:` with digits only, the text grouped. */
async function expectPhoneLinks(rows: Locator, atLeast: number) {
  await expect(rows.first()).toBeVisible();
  const checked = (await rows.all()).slice(0, 6);
  expect(checked.length).toBeGreaterThanOrEqual(atLeast);
  for (const row of checked) {
    const link = row.locator('a[href^="tel:"]');
    await expect(link).toHaveCount(1);
    const text = (await link.innerText()).trim();
    // Readable: grouped with spaces as read out ("+420 777 123 456").
    expect(text).toMatch(/^\+?\d{1,4}( \d{3}){2,3}$/);
    await expect(link).toHaveAttribute('href', `tel:${text.replace(/[^\d+]/g, '')}`);
  }
}

for (const [path, table] of [
  ['/admin/customers', 'Zákazníci'],
  ['/admin/drivers', 'Řidiči'],
  ['/admin/admins', 'Administrátoři'],
  ['/admin/vip', 'VIP kódy'],
] as const) {
  test(`phones in the ${table} table on ${path} are tel: links`, oneSize, async ({ page }) => {
    await page.goto(path);
    await expectPhoneLinks(page.getByRole('table', { name: table }).locator('tbody tr'), 1);
  });
}

test('a blacklisted customer’s phone is a tel: link', oneSize, async ({ page }) => {
  const users = await api.users(page);
  test.skip(!users.some((user) => user.status === 'blacklist'), 'nobody is on the blacklist now');
  await page.goto('/admin/blacklist');
  await expectPhoneLinks(page.getByRole('table', { name: 'Blacklist' }).locator('tbody tr'), 1);
});

test('the caller panel offers to call the typed number back', oneSize, async ({ page }) => {
  const users = await api.users(page);
  const caller = users.find((user) => user.status === null && user.first_name && user.rides > 0);
  expect(caller, 'a registered customer with rides').toBeDefined();
  const digits = caller!.phone.replace(/\D/g, '').slice(-9);
  await page.goto('/admin/orders/create');
  // Typed the way a dispatcher hears it, without the country code.
  await page
    .getByRole('textbox', { name: 'Telefon' })
    .fill(`${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`);
  const panel = page.getByRole('region', { name: 'Volající' });
  const call = panel.getByRole('link', {
    name: `Volat ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
  });
  await expect(call).toHaveAttribute('href', `tel:${digits}`);
});

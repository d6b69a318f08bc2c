import { displayName, foldText, userRole } from './domain';
import {
  api,
  columnHeaders,
  expect,
  expectAccessible,
  personRow,
  POOL_DIGITS,
  poolCustomer,
  sendNow,
  test,
} from './fixtures';

test.skip(({ isMobile }) => isMobile, 'admin tables are checked on desktop');

test.describe('Blacklist', () => {
  test('shows only blacklisted users with the spec columns', async ({ page }) => {
    const users = await api.users(page);
    await page.goto('/admin/blacklist');
    const table = page.getByRole('table', { name: 'Blacklist' });
    await expect(table).toBeVisible();
    expect(await columnHeaders(table)).toEqual(['Jméno', 'Telefon', 'Email', 'Kredity', 'Akce']);

    const untouched = (user: { id: number }) => !POOL_DIGITS.some((digit) => user.id % 10 === digit);
    for (const user of users.filter((u) => untouched(u) && userRole(u.status) === 'blacklist')) {
      await expect(personRow(table, user.phone)).toContainText(displayName(user));
    }
    for (const user of users.filter((u) => untouched(u) && userRole(u.status) !== 'blacklist')) {
      await expect(personRow(table, user.phone)).toHaveCount(0);
    }
    await expectAccessible(page);
  });

  test('searches without diacritics', async ({ page }) => {
    const blacklisted = (await api.users(page)).filter((user) => userRole(user.status) === 'blacklist');
    const target = blacklisted.find((user) => /[^\x20-\x7e]/.test(displayName(user))) ?? blacklisted[0]!;
    await page.goto('/admin/blacklist');
    const table = page.getByRole('table', { name: 'Blacklist' });
    const lastName = (target.last_name ?? displayName(target)).toLowerCase();
    await page.getByRole('searchbox', { name: 'Hledat' }).fill(foldText(lastName));
    await expect(personRow(table, target.phone)).toBeVisible();
    for (const other of blacklisted.filter(
      (user) => !foldText(displayName(user)).includes(foldText(lastName)),
    )) {
      await expect(personRow(table, other.phone)).toHaveCount(0);
    }
    await page.getByRole('searchbox', { name: 'Hledat' }).fill('qqqq');
    await expect(page.getByText('Žádní zákazníci na blacklistu neodpovídají hledání')).toBeVisible();
  });

  test('removes a user from the blacklist', async ({ page }) => {
    const customer = await poolCustomer(page, 4);
    await api.blacklist(page, customer.phone);
    await page.goto('/admin/blacklist');
    const row = personRow(page, customer.phone);
    await row.getByRole('button', { name: 'Odebrat z blacklistu' }).click();
    await sendNow(page, `Zákazník ${displayName(customer)} bude odebrán z blacklistu.`);
    await expect(page.getByText(`Zákazník ${displayName(customer)} byl odebrán z blacklistu`)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await api.users(page)).find((user) => user.id === customer.id)?.status).toBeNull();
  });
});

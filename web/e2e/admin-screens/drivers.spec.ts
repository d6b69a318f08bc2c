import { displayName, foldText } from './domain';
import {
  api,
  columnHeaders,
  expect,
  expectAccessible,
  personRow,
  poolCustomer,
  sendNow,
  test,
  undoToast,
} from './fixtures';

test.skip(({ isMobile }) => isMobile, 'admin tables are checked on desktop');
test.describe.configure({ mode: 'serial' });

const COLUMNS = ['#', 'Jméno', 'Telefon', 'Email', 'Kredity', 'Akce'];

test.describe('Řidiči', () => {
  test('shows the drivers and the customers with the spec columns', async ({ page }) => {
    const [drivers, users] = await Promise.all([api.drivers(page), api.users(page)]);
    await page.goto('/admin/drivers');
    const driversTable = page.getByRole('table', { name: 'Řidiči' });
    const customersTable = page.getByRole('table', { name: 'Zákazníci' });
    expect(await columnHeaders(driversTable)).toEqual(COLUMNS);
    expect(await columnHeaders(customersTable)).toEqual(COLUMNS);
    await expect(driversTable.locator('tbody tr')).toHaveCount(drivers.length);
    for (const driver of drivers) {
      const credits = users.find((user) => user.id === driver.id_user)!.credits;
      const row = personRow(driversTable, driver.user!.phone);
      await expect(row).toContainText(displayName(driver.user!));
      await expect(row.locator('td').nth(4)).toHaveText(new Intl.NumberFormat('cs-CZ').format(credits));
      await expect(personRow(customersTable, driver.user!.phone)).toHaveCount(0);
    }
    await expectAccessible(page);
  });

  test('searches the customers by name without diacritics or by phone', async ({ page }) => {
    const customer = await poolCustomer(page, 5, 1);
    await page.goto('/admin/drivers');
    const customersTable = page.getByRole('table', { name: 'Zákazníci' });
    const search = page.getByRole('searchbox', { name: 'Hledat' });
    await search.fill(foldText(displayName(customer)));
    await expect(personRow(customersTable, customer.phone)).toBeVisible();
    await search.fill(customer.phone.slice(-4));
    await expect(personRow(customersTable, customer.phone)).toBeVisible();
  });

  test('makes a customer a driver and back', async ({ page }) => {
    const customer = await poolCustomer(page, 5);
    const name = displayName(customer);
    await page.goto('/admin/drivers');
    const driversTable = page.getByRole('table', { name: 'Řidiči' });
    const customersTable = page.getByRole('table', { name: 'Zákazníci' });
    await page.getByRole('searchbox', { name: 'Hledat' }).fill(customer.phone.slice(-9));

    await personRow(customersTable, customer.phone).getByRole('button', { name: 'Udělat řidičem' }).click();
    await sendNow(page, `${name} bude řidičem.`);
    await expect(page.getByText(`${name} je nyní řidič`)).toBeVisible();
    await expect(personRow(driversTable, customer.phone)).toContainText(name);
    await expect(personRow(customersTable, customer.phone)).toHaveCount(0);
    expect((await api.drivers(page)).some((driver) => driver.id_user === customer.id)).toBe(true);

    await personRow(driversTable, customer.phone).getByRole('button', { name: 'Odebrat řidiče' }).click();
    await expect(undoToast(page, `${name} přestane být řidičem.`)).toBeVisible();
    // Not sent yet: still a driver until the five seconds are over (waited for, not slept).
    expect((await api.drivers(page)).some((driver) => driver.id_user === customer.id)).toBe(true);
    await expect(page.getByText(`${name} už není řidič`)).toBeVisible({ timeout: 10_000 });
    await expect(personRow(driversTable, customer.phone)).toHaveCount(0);
    await expect(personRow(customersTable, customer.phone)).toBeVisible();
    expect((await api.drivers(page)).some((driver) => driver.id_user === customer.id)).toBe(false);
  });

  test("tells the gateway's reason when the list was out of date", async ({ page }) => {
    const customer = await poolCustomer(page, 5);
    await page.goto('/admin/drivers');
    const customersTable = page.getByRole('table', { name: 'Zákazníci' });
    await page.getByRole('searchbox', { name: 'Hledat' }).fill(customer.phone.slice(-9));
    const button = personRow(customersTable, customer.phone).getByRole('button', { name: 'Udělat řidičem' });
    await expect(button).toBeVisible();
    // Someone else blacklists the customer meanwhile.
    await api.blacklist(page, customer.phone);
    try {
      await button.click();
      await sendNow(page, `${displayName(customer)} bude řidičem.`);
      await expect(page.getByRole('alert').filter({ hasText: 'Uživatel je na blacklistu' })).toBeVisible();
      // The lists reload after the failure, so the blacklisted user leaves the customers table.
      await expect(personRow(customersTable, customer.phone)).toHaveCount(0);
      await expect(page.getByRole('searchbox', { name: 'Hledat' })).toHaveValue(customer.phone.slice(-9));
    } finally {
      await api.unblacklist(page, customer.phone);
    }
  });
});

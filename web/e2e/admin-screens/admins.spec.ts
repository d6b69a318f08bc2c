import { displayName, foldText, userRole } from './domain';
import { api, columnHeaders, expect, expectAccessible, personRow, poolCustomer, test } from './fixtures';

test.skip(({ isMobile }) => isMobile, 'admin tables are checked on desktop');
test.describe.configure({ mode: 'serial' });

const COLUMNS = ['#', 'Jméno', 'Telefon', 'Email', 'Kredity', 'Akce'];

test.describe('Administrátoři', () => {
  test('shows the administrators and the customers with the spec columns', async ({ page }) => {
    const admins = (await api.users(page)).filter((user) => userRole(user.status) === 'admin');
    await page.goto('/admin/admins');
    const adminsTable = page.getByRole('table', { name: 'Administrátoři' });
    const customersTable = page.getByRole('table', { name: 'Zákazníci' });
    expect(await columnHeaders(adminsTable)).toEqual(COLUMNS);
    expect(await columnHeaders(customersTable)).toEqual(COLUMNS);
    await expect(adminsTable.locator('tbody tr')).toHaveCount(admins.length);
    for (const admin of admins) {
      await expect(personRow(adminsTable, admin.phone)).toContainText(displayName(admin));
      await expect(personRow(customersTable, admin.phone)).toHaveCount(0);
    }
    await expectAccessible(page);
  });

  test('makes a customer an administrator and back', async ({ page }) => {
    const customer = await poolCustomer(page, 6);
    const name = displayName(customer);
    await page.goto('/admin/admins');
    const adminsTable = page.getByRole('table', { name: 'Administrátoři' });
    const customersTable = page.getByRole('table', { name: 'Zákazníci' });
    await page.getByRole('searchbox', { name: 'Hledat' }).fill(foldText(name).toLowerCase());

    const promote = personRow(customersTable, customer.phone).getByRole('button', {
      name: 'Udělat administrátorem',
    });
    await promote.click();
    const grant = page.getByRole('dialog', { name: `Udělat administrátorem: ${name}` });
    await expect(grant).toContainText('získá přístup do celé administrace');
    await expectAccessible(page);
    // Zrušit and Escape grant nothing.
    await grant.getByRole('button', { name: 'Zrušit' }).click();
    await expect(grant).toBeHidden();
    await expect(promote).toBeFocused();
    await promote.click();
    await page.keyboard.press('Escape');
    await expect(grant).toBeHidden();
    expect((await api.users(page)).find((user) => user.id === customer.id)?.status).toBeNull();
    await promote.click();
    await grant.getByRole('button', { name: 'Udělat administrátorem' }).click();
    await expect(page.getByText(`${name} je nyní administrátor`)).toBeVisible();
    await expect(personRow(adminsTable, customer.phone)).toContainText(name);
    await expect(personRow(customersTable, customer.phone)).toHaveCount(0);
    expect((await api.users(page)).find((user) => user.id === customer.id)?.status).toBe('admin');

    await personRow(adminsTable, customer.phone)
      .getByRole('button', { name: 'Odebrat administrátora' })
      .click();
    const revoke = page.getByRole('dialog', { name: `Odebrat administrátora: ${name}` });
    await revoke.getByRole('button', { name: 'Odebrat administrátora' }).click();
    await expect(page.getByText(`${name} už není administrátor`)).toBeVisible();
    await expect(personRow(adminsTable, customer.phone)).toHaveCount(0);
    await expect(personRow(customersTable, customer.phone)).toBeVisible();
    expect((await api.users(page)).find((user) => user.id === customer.id)?.status).toBeNull();
  });
});

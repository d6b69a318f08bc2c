import { api, columnHeaders, expect, expectAccessible, test } from './fixtures';
import { formatPhone } from '../../src/components/people-table/format-phone';

test.skip(({ isMobile }) => isMobile, 'admin forms are checked on desktop');
test.describe.configure({ mode: 'serial' });

// A phone no seeded VIP has: 9 digits from the test run's clock.
const phone = `+420 799 ${String(Date.now()).slice(-6, -3)} ${String(Date.now()).slice(-3)}`;

test.describe('VIP', () => {
  test('lists the VIP codes with the spec columns and searches by code or phone', async ({ page }) => {
    const vips = await api.vips(page);
    await page.goto('/admin/vip');
    const table = page.getByRole('table', { name: 'VIP kódy' });
    expect(await columnHeaders(table)).toEqual(['Telefon', 'Kód', 'Sleva']);
    await expect(table.locator('tbody tr')).toHaveCount(vips.length);
    const [first, second] = vips;
    await expect(table.locator('tbody tr').first()).toContainText(first!.code);
    await expect(table.locator('tbody tr').first()).toContainText(`${first!.discount} %`);

    const search = page.getByRole('searchbox', { name: 'Hledat' });
    await search.fill(second!.code.toLowerCase().slice(1, 6));
    await expect(table.locator('tbody tr')).toHaveCount(
      vips.filter((vip) => vip.code.toLowerCase().includes(second!.code.toLowerCase().slice(1, 6))).length,
    );
    await expect(table).toContainText(second!.code);
    await search.fill(second!.phone.replace(/\D/g, '').slice(-5));
    await expect(table).toContainText(formatPhone(second!.phone));
    await search.fill('nic takového');
    await expect(page.getByText('Žádné VIP kódy neodpovídají hledání')).toBeVisible();
    await expectAccessible(page);
  });

  test('regenerates the read-only code whenever the phone changes', async ({ page }) => {
    await page.goto('/admin/vip');
    const code = page.getByRole('textbox', { name: 'VIP kód' });
    await expect(code).toHaveAttribute('readonly', '');
    const initial = await code.inputValue();
    expect(initial).toMatch(/^[A-Z]{8}$/);
    await page.getByRole('textbox', { name: 'Telefon' }).pressSequentially('+42');
    const afterTyping = await code.inputValue();
    expect(afterTyping).toMatch(/^[A-Z]{8}$/);
    expect(afterTyping).not.toBe(initial);
  });

  test('shows field errors before sending anything incomplete', async ({ page }) => {
    await page.goto('/admin/vip');
    await page.getByRole('button', { name: 'Vytvořit' }).click();
    await expect(page.getByText('Zadejte telefon')).toBeVisible();
    await expect(page.getByText('Zadejte slevu v procentech (1 až 100)')).toBeVisible();
    await page.getByRole('textbox', { name: 'Sleva (%)' }).fill('150');
    await page.getByRole('button', { name: 'Vytvořit' }).click();
    await expect(page.getByText('Sleva může být nejvýše 100 %')).toBeVisible();
  });

  test('creates a VIP code, lists it first and refuses the same phone again', async ({ page }) => {
    await page.goto('/admin/vip');
    await page.getByRole('textbox', { name: 'Telefon' }).fill(phone);
    await page.getByRole('textbox', { name: 'Sleva (%)' }).fill('15');
    const code = await page.getByRole('textbox', { name: 'VIP kód' }).inputValue();
    await page.getByRole('button', { name: 'Vytvořit' }).click();

    await expect(page.getByText(`VIP kód ${code} pro ${phone} byl vytvořen`)).toBeVisible();
    const table = page.getByRole('table', { name: 'VIP kódy' });
    await expect(table.locator('tbody tr').first()).toContainText(code);
    await expect(table.locator('tbody tr').first()).toContainText('15 %');
    await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue('');
    expect((await api.vips(page)).some((vip) => vip.code === code && vip.discount === 15)).toBe(true);

    // The same phone again: the gateway's 409 as a toast, the typed values stay.
    await page.getByRole('textbox', { name: 'Telefon' }).fill(phone);
    await page.getByRole('textbox', { name: 'Sleva (%)' }).fill('20');
    await page.getByRole('button', { name: 'Vytvořit' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Toto telefonní číslo již má VIP kód' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue(phone);
    await expect(page.getByRole('textbox', { name: 'Sleva (%)' })).toHaveValue('20');
  });

  test("puts a 400's field issues next to the fields", async ({ page }) => {
    await page.route('**/api/vip/create', (route) =>
      route.fulfill({
        status: 400,
        json: {
          message: 'Neplatný požadavek',
          issues: [{ path: 'body.phone', message: 'Telefon smí obsahovat jen číslice, mezery a úvodní +' }],
        },
      }),
    );
    await page.goto('/admin/vip');
    await page.getByRole('textbox', { name: 'Telefon' }).fill('+420 700 000 001');
    await page.getByRole('textbox', { name: 'Sleva (%)' }).fill('10');
    await page.getByRole('button', { name: 'Vytvořit' }).click();
    const phoneField = page.getByRole('textbox', { name: 'Telefon' });
    await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
    await expect(phoneField).toHaveAccessibleDescription(
      'Telefon smí obsahovat jen číslice, mezery a úvodní +',
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Neplatný požadavek' })).toBeVisible();
    await expect(phoneField).toHaveValue('+420 700 000 001');
  });
});

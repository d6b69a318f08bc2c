import type { Page } from '@playwright/test';
import { api, BALANCE_WINDOWS, DASHBOARD_LATEST_ORDERS, expect, kc, plain, test, WEEKDAYS } from './support';

test.skip(({ isMobile }) => isMobile, 'dashboard data is checked on desktop');

const latestTable = (page: Page) => page.getByTestId('latest-orders');

test('the balance panel shows the eight labelled windows in Kč', async ({ page }) => {
  await page.goto('/admin/dashboard');
  const panel = page.getByRole('region', { name: 'Tržby' });
  await expect(panel.locator('dt')).toHaveText(BALANCE_WINDOWS.map((window) => window.label));
  // Other tests delete and create orders meanwhile: screen and API converge through live reloads.
  await expect(async () => {
    const balance = await api.balance(page);
    const values = (await panel.locator('dd').allInnerTexts()).map(plain);
    expect(values).toEqual(BALANCE_WINDOWS.map((window) => kc(balance[window.key])));
  }).toPass({ timeout: 10_000 });
});

test('the latest 8 orders, newest first, and the link to all orders', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(latestTable(page).locator('tbody tr')).toHaveCount(DASHBOARD_LATEST_ORDERS);
  // Other tests may add orders meanwhile: the list and the screen converge through live reloads.
  await expect(async () => {
    const orders = await api.orders(page);
    const expected = [...orders]
      .sort((a, b) => Date.parse(b.ride.createdAt) - Date.parse(a.ride.createdAt) || b.id - a.id)
      .slice(0, DASHBOARD_LATEST_ORDERS)
      .map((order) => String(order.id));
    const shown = await latestTable(page)
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-order-id')));
    expect(shown).toEqual(expected);
  }).toPass({ timeout: 10_000 });
  await expect(latestTable(page).locator('thead th')).toHaveText([
    'Datum',
    'Zákazník',
    'Odkud',
    'Kam',
    'Cena',
    'Řidič',
    'Stav',
  ]);
  await expect(latestTable(page).locator('tbody tr').first().locator('td').nth(6)).toHaveText(
    /^(čeká|přijmuto|hotovo|odmítnuta|vyzvednuto)$/,
  );

  await page.getByRole('link', { name: 'Zobrazit více objednávek' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
});

test.describe('work hours', () => {
  test.describe.configure({ mode: 'serial' });

  const row = (page: Page, label: string) => page.getByRole('form', { name: label });
  const editor = (page: Page) => page.getByRole('region', { name: 'Pracovní doba' });

  /** The rows load as their card nears the screen: on the dashboard it is below the first screen. */
  async function showWorkHours(page: Page) {
    await editor(page).scrollIntoViewIfNeeded();
    await expect(editor(page).getByRole('form')).toHaveCount(7);
  }

  test('the rows load when the card nears the screen, not with the dashboard', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(latestTable(page).locator('tbody tr')).toHaveCount(DASHBOARD_LATEST_ORDERS);
    await expect(editor(page).getByRole('status', { name: 'Načítám pracovní dobu' })).toBeAttached();
    await expect(editor(page).getByRole('form')).toHaveCount(0);
    await editor(page).scrollIntoViewIfNeeded();
    await expect(editor(page).getByRole('form')).toHaveCount(7);
    await expect(editor(page).getByRole('status')).toHaveCount(0);
  });

  test('seven days Monday to Sunday; a day without hours shows 00:00', async ({ page }) => {
    const entries = await api.workHours(page);
    await page.goto('/admin/dashboard');
    await showWorkHours(page);
    for (const { day, label } of WEEKDAYS) {
      const entry = entries.find((item) => item.day === day);
      await expect(row(page, label).getByRole('textbox', { name: 'Od' })).toHaveValue(entry?.from ?? '00:00');
      await expect(row(page, label).getByRole('textbox', { name: 'Do' })).toHaveValue(entry?.to ?? '00:00');
    }
  });

  test('sets a day, keeps it after a reload, then removes it', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await showWorkHours(page);
    const sunday = row(page, 'Neděle');
    await sunday.getByRole('textbox', { name: 'Od' }).fill('8.30');
    await sunday.getByRole('textbox', { name: 'Do' }).fill('1630');
    await expect(sunday).toContainText('Neuloženo');
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/admins/setWorkhours'));
    await sunday.getByRole('button', { name: 'Uložit' }).click();
    expect((await saved).postDataJSON()).toEqual({ id: 7, from: '08:30', to: '16:30' });
    await expect(
      page.getByRole('status').filter({ hasText: 'Pracovní doba uložena: Neděle 08:30–16:30' }),
    ).toBeVisible();
    await expect(sunday).toContainText('Nastaveno');
    expect((await api.workHours(page)).find((entry) => entry.day === 7)).toMatchObject({
      from: '08:30',
      to: '16:30',
    });

    await page.reload();
    await showWorkHours(page);
    await expect(sunday.getByRole('textbox', { name: 'Od' })).toHaveValue('08:30');
    await expect(sunday.getByRole('textbox', { name: 'Do' })).toHaveValue('16:30');

    await sunday.getByRole('button', { name: 'Odebrat pracovní dobu: Neděle' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Pracovní doba odebrána: Neděle' }),
    ).toBeVisible();
    await expect(sunday).toContainText('Nenastaveno');
    await expect(sunday.getByRole('textbox', { name: 'Od' })).toHaveValue('00:00');
    expect((await api.workHours(page)).find((entry) => entry.day === 7)).toMatchObject({
      from: null,
      to: null,
    });
  });

  test('a time that is not HH:MM is refused in place and stays typed', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await showWorkHours(page);
    const sunday = row(page, 'Neděle');
    await sunday.getByRole('textbox', { name: 'Od' }).fill('25:00');
    await sunday.getByRole('button', { name: 'Uložit' }).click();
    await expect(sunday.getByRole('alert')).toHaveText('Zadejte čas ve tvaru HH:MM, např. 07:30.');
    await expect(sunday.getByRole('textbox', { name: 'Od' })).toHaveAttribute('aria-invalid', 'true');
    await expect(sunday.getByRole('textbox', { name: 'Od' })).toHaveValue('25:00');
  });

  test('a failed save keeps what was typed and shows the message', async ({ page }) => {
    await page.route('**/api/admins/setWorkhours', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: '{"message":"Server neodpovídá."}',
      }),
    );
    await page.goto('/admin/dashboard');
    await showWorkHours(page);
    const saturday = row(page, 'Sobota');
    await saturday.getByRole('textbox', { name: 'Od' }).fill('19:45');
    await saturday.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Server neodpovídá.' })).toBeVisible();
    await expect(saturday.getByRole('textbox', { name: 'Od' })).toHaveValue('19:45');
    await expect(saturday).toContainText('Neuloženo');
  });
});

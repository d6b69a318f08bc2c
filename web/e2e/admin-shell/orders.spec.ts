import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { OrderEntry } from '@taxi/contracts';
import {
  api,
  expect,
  kc,
  MONTHS,
  ORDER_DELETE_PROMPT,
  ORDERS_TABLE_SCROLL_HEIGHT_PX,
  plain,
  pragueKeys,
  test,
} from './support';

// One backend for all workers: the tests that add or delete orders run one after another, on desktop.
test.skip(({ isMobile }) => isMobile, 'the orders table is checked on desktop');
test.describe.configure({ mode: 'serial' });

const scrollBox = (page: Page) => page.getByRole('region', { name: 'Seznam objednávek' });
const bodyRows = (page: Page) => scrollBox(page).locator('tbody tr:not([data-spacer])');

async function shownCount(page: Page): Promise<number> {
  return Number((await page.getByTestId('orders-count').innerText()).replace(/\D/g, ''));
}

async function shownTotal(page: Page): Promise<string> {
  return plain(await page.getByTestId('orders-total').innerText());
}

const sum = (orders: readonly OrderEntry[]) => orders.reduce((total, order) => total + order.ride.price, 0);

/** Months that have orders, newest first. */
function monthsOf(orders: readonly OrderEntry[]): string[] {
  return [...new Set(orders.map((order) => pragueKeys(order.ride.createdAt).month))].sort().reverse();
}

function monthLabel(key: string): string {
  const [year, month] = key.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${year}`;
}

test('the table: Czech columns and statuses, 600 px high, only the rows in view exist', async ({ page }) => {
  const orders = await api.orders(page);
  await page.goto('/admin/orders');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Objednávky');
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(scrollBox(page).locator('thead th')).toHaveText([
    'Datum',
    'Zákazník',
    'Telefon',
    'Odkud',
    'Kam',
    'Jízda',
    'Cena',
    'Řidič',
    'Stav',
    'Akce',
  ]);
  expect(Math.round((await scrollBox(page).boundingBox())?.height ?? 0)).toBe(ORDERS_TABLE_SCROLL_HEIGHT_PX);
  expect(await shownCount(page)).toBe(orders.length);
  expect(await shownTotal(page)).toBe(kc(sum(orders)));
  expect(await bodyRows(page).count()).toBeLessThan(60);
  const statuses = await scrollBox(page).locator('[data-status]').allInnerTexts();
  for (const status of statuses) {
    expect(['čeká', 'přijmuto', 'hotovo', 'odmítnuta', 'vyzvednuto']).toContain(status);
  }

  // Scrolling to the end brings the oldest order into view.
  const oldest = [...orders].sort(
    (a, b) => Date.parse(a.ride.createdAt) - Date.parse(b.ride.createdAt) || a.id - b.id,
  )[0]!;
  await scrollBox(page).evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(scrollBox(page).locator(`tr[data-order-id="${oldest.id}"]`)).toBeVisible();
});

test('the month filter shows that month and totals its ride prices', async ({ page }) => {
  const orders = await api.orders(page);
  const month = monthsOf(orders)[2]!;
  const expected = orders.filter((order) => pragueKeys(order.ride.createdAt).month === month);
  await page.goto('/admin/orders');
  await page.getByRole('combobox', { name: 'Měsíc' }).selectOption({ label: monthLabel(month) });
  await expect(page).toHaveURL(new RegExp(`mesic=${month}`));
  await expect.poll(() => shownCount(page)).toBe(expected.length);
  expect(await shownTotal(page)).toBe(kc(sum(expected)));
  await expect(page.getByTestId('orders-summary')).toContainText('Vybráno');

  // The filter is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Měsíc' })).toHaveValue(month);
  await expect.poll(() => shownCount(page)).toBe(expected.length);

  // Status on top of the month.
  const done = expected.filter((order) => order.ride.status === 'done');
  await page.getByRole('combobox', { name: 'Stav' }).selectOption({ label: 'hotovo' });
  await expect.poll(() => shownCount(page)).toBe(done.length);
  expect(await shownTotal(page)).toBe(kc(sum(done)));
});

test('the day filter shows one Prague calendar day', async ({ page }) => {
  const orders = await api.orders(page);
  const month = monthsOf(orders)[1]!;
  const days = orders.map((order) => pragueKeys(order.ride.createdAt)).filter((keys) => keys.month === month);
  const day = days[Math.floor(days.length / 2)]!.day;
  const expected = orders.filter((order) => pragueKeys(order.ride.createdAt).day === day);
  await page.goto('/admin/orders');
  await page.getByLabel('Den').fill(day);
  await expect.poll(() => shownCount(page)).toBe(expected.length);
  expect(await shownTotal(page)).toBe(kc(sum(expected)));
  await expect(bodyRows(page)).toHaveCount(expected.length);
});

test('nothing matching shows an empty state; Zrušit filtry brings everything back', async ({ page }) => {
  await page.goto('/admin/orders');
  await page.getByRole('searchbox', { name: 'Hledat' }).fill('žádný takový zákazník');
  await expect(page.getByText('Žádné objednávky neodpovídají filtru')).toBeVisible();
  expect(await shownCount(page)).toBe(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await page.getByRole('button', { name: 'Zrušit filtry' }).first().click();
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Hledat' })).toHaveValue('');
});

test('exports the filtered rows as CSV for Czech Excel', async ({ page }) => {
  const orders = await api.orders(page);
  const month = monthsOf(orders)[2]!;
  const expected = orders.filter((order) => pragueKeys(order.ride.createdAt).month === month);
  await page.goto(`/admin/orders?mesic=${month}`);
  await expect.poll(() => shownCount(page)).toBe(expected.length);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`objednavky-${month}.csv`);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    'Číslo objednávky;Datum;Zákazník;Telefon;Odkud;Kam;Osob;Km;Cena (Kč);Platba;Řidič;Stav;Předobjednávka',
  );
  expect(lines).toHaveLength(expected.length + 1);
  const prices = lines.slice(1).map((line) => {
    const cells = line.match(/("([^"]|"")*"|[^;]*)(;|$)/g) ?? [];
    return Number(cells[8]?.replace(/;$/, ''));
  });
  expect(prices.reduce((total, price) => total + price, 0)).toBe(sum(expected));
  expect(
    lines
      .slice(1)
      .map((line) => Number(line.split(';')[0]))
      .sort(),
  ).toEqual(expected.map((order) => order.id_order).sort());
});

test('deletes an order only after the confirmation', async ({ page }) => {
  // The oldest month that still has a declined ride (a repeated run deletes one each time).
  const declined = (await api.orders(page)).filter((order) => order.ride.status === 'declined');
  const month = monthsOf(declined).at(-1)!;
  const victim = declined
    .filter((order) => pragueKeys(order.ride.createdAt).month === month)
    .sort((a, b) => Date.parse(b.ride.createdAt) - Date.parse(a.ride.createdAt) || b.id - a.id)[0]!;
  await page.goto(`/admin/orders?mesic=${month}&stav=declined`);
  const row = scrollBox(page).locator(`tr[data-order-id="${victim.id}"]`);
  await expect(row).toBeVisible();
  const before = await shownCount(page);

  await row.getByRole('button', { name: `Smazat objednávku č. ${victim.id_order}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(ORDER_DELETE_PROMPT);
  await dialog.getByRole('button', { name: 'Zrušit' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Smazat objednávku č. ${victim.id_order}` }).click();
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/order/delete'));
  await page.getByRole('dialog').getByRole('button', { name: 'Smazat' }).click();
  expect((await request).postDataJSON()).toEqual({ id: victim.id, orderId: victim.id_order });
  await expect(row).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: `Objednávka č. ${victim.id_order} byla smazána.` }),
  ).toBeVisible();
  await expect.poll(() => shownCount(page)).toBe(before - 1);
  expect((await api.orders(page)).some((order) => order.id === victim.id)).toBe(false);
});

test('a failed delete puts the order back and says why', async ({ page }) => {
  await page.route('**/api/order/delete', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"message":"Objednávka nenalezena"}',
    }),
  );
  await page.goto('/admin/orders');
  const row = bodyRows(page).first();
  const id = await row.getAttribute('data-order-id');
  await row.getByRole('button', { name: /^Smazat objednávku/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Smazat' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Objednávka nenalezena' })).toBeVisible();
  await expect(scrollBox(page).locator(`tr[data-order-id="${id}"]`)).toBeVisible();
});

test('a new order appears without a reload (ride event)', async ({ page }) => {
  const name = `Živý test ${Date.now()}`;
  await page.goto(`/admin/orders?hledat=${encodeURIComponent(name)}`);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Živě');
  await expect(page.getByText('Žádné objednávky neodpovídají filtru')).toBeVisible();
  const before = (await api.orders(page)).length;
  await api.createOrder(page, name, 321);
  const row = bodyRows(page).filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('čeká');
  await expect(row).toContainText('321 Kč');
  await page.getByRole('button', { name: 'Zrušit filtry' }).first().click();
  await expect.poll(() => shownCount(page)).toBeGreaterThanOrEqual(before + 1);
});

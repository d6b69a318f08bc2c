import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { OrderEntry, SosAlert } from '@taxi/contracts';
import { oneSize } from '../one-size';
import { fetchRoute } from '../route-fetch';
import { api, expect, expectAccessible, plain, pragueKeys, pragueParts, test } from '../admin-shell/support';

const pad = (value: number) => String(value).padStart(2, '0');

/** Last calendar month in Prague: a period no other suite's new orders reach. */
function lastMonth() {
  const now = pragueParts(new Date());
  const year = now.month === 1 ? now.year - 1 : now.year;
  const month = now.month === 1 ? 12 : now.month - 1;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const key = `${year}-${pad(month)}`;
  return { key, from: `${key}-01`, to: `${key}-${pad(days)}`, days };
}

/** "1 234 Kč", "12,5 km", "3" → 1234, 12.5, 3 */
const number = (text: string) =>
  Number(
    plain(text)
      .replace(/[^\d,-]/g, '')
      .replace(',', '.'),
  );

/** The table's rows, read in one go once it is drawn (one just opened may not be yet). */
async function rows(table: Locator): Promise<string[][]> {
  const all = table.locator('tbody tr, tfoot tr');
  await expect(all.first()).toBeAttached();
  return all.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
  );
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('Přehledy: each chart’s numbers are a table that agrees with the order list', async ({ page }) => {
  // Five tables of a month and the accessibility check over all of them: ~15 s on a busy machine.
  test.slow();
  const month = lastMonth();
  const orders = (await api.orders(page)).filter(
    (order) => pragueKeys(order.ride.createdAt).month === month.key,
  );
  const done = orders.filter((order) => order.ride.status === 'done');
  const revenue = done.reduce((sum, order) => sum + order.ride.price, 0);
  await page.goto(`/admin/prehledy?obdobi=vlastni&od=${month.from}&do=${month.to}`);

  const summary = page.getByLabel('Souhrn období');
  await expect(summary.getByRole('definition').first()).toHaveText(String(orders.length));

  const drivers = await rows(section(page, 'Řidiči').getByRole('table'));
  const total = drivers.at(-1)!;
  expect(total[0]).toBe('Celkem');
  expect(number(total[1]!)).toBe(done.length);
  expect(number(total.at(-2)!)).toBe(revenue);

  const heat = section(page, 'Kdy se objednává');
  await expect(heat.locator('svg[data-chart="heat-map"]')).toBeVisible();
  await heat.getByText('Hodnoty v tabulce').click();
  const week = await rows(heat.getByRole('table'));
  expect(week.map((row) => row[0])).toEqual([
    'Pondělí',
    'Úterý',
    'Středa',
    'Čtvrtek',
    'Pátek',
    'Sobota',
    'Neděle',
  ]);
  expect(week.every((row) => row.length === 26)).toBe(true);
  expect(week.reduce((sum, row) => sum + number(row.at(-1)!), 0)).toBe(orders.length);

  const daily = section(page, 'Po dnech');
  await expect(daily.locator('svg[data-chart="daily"]')).toBeVisible();
  await daily.getByText('Hodnoty v tabulce').click();
  const days = await rows(daily.getByRole('table'));
  expect(days).toHaveLength(month.days + 1);
  expect(days[0]![0]).toMatch(/^(Po|Út|St|Čt|Pá|So|Ne) 1\. /);
  expect(days.at(-1)!.slice(1).map(number)).toEqual([orders.length, done.length, revenue]);

  const payments = await rows(section(page, 'Podle platby').getByRole('table'));
  expect(payments.reduce((sum, row) => sum + number(row[1]!), 0)).toBe(orders.length);
  const kinds = await rows(section(page, 'Předobjednávky a okamžité').getByRole('table'));
  expect(kinds.map((row) => row[0])).toEqual(['Předobjednávky', 'Okamžité']);
  expect(number(kinds[0]![1]!)).toBe(orders.filter((order) => order.ride.isPreorder).length);
  await expect(section(page, 'Podle zdroje')).toContainText('Zdroj objednávek známe od');
  await expectAccessible(page);
});

test('Přehledy: a period longer than a year is refused with a message', oneSize, async ({ page }) => {
  await page.goto('/admin/prehledy?obdobi=vlastni&od=2024-01-01&do=2025-06-30');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    /Období může mít nejvýše 366 dní \(rok\); zvolené má 547/,
  );
  await expect(page.getByLabel('Souhrn období')).toHaveCount(0);
});

test(
  'Přehledy: a table downloads as CSV for Czech Excel and as an Excel workbook',
  oneSize,
  async ({ page }) => {
    const month = lastMonth();
    await page.goto(`/admin/prehledy?obdobi=vlastni&od=${month.from}&do=${month.to}`);
    const drivers = section(page, 'Řidiči');
    await expect(drivers.getByRole('table')).toBeVisible();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      drivers.getByRole('button', { name: 'Řidiči: stáhnout CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`prehledy-ridici-${month.from}-${month.to}.csv`);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text.startsWith('\uFEFFŘidič;Hotové jízdy;Odmítnuté;')).toBe(true);
    expect(text).toMatch(/\r\nCelkem;\d+;/);
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      drivers.getByRole('button', { name: 'Řidiči: stáhnout sešit Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe(`prehledy-ridici-${month.from}-${month.to}.xlsx`);
    expect(
      readFileSync(await xlsx.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  },
);

/**
 * The page sees the seed's orders and alerts and the order `ownOrder` names: the suites beside this one
 * keep adding open orders and SOS alerts (and giving the seed's open orders drivers), and a handover of
 * all of them would outgrow one page at random. Seeded orders are hours old, those of the suites
 * minutes; the seed's alerts are the first ones.
 */
async function seedAnd(page: Page, ownOrder: string): Promise<void> {
  const HOUR_MS = 3_600_000;
  await page.route('**/api/order', async (route) => {
    const answer = await fetchRoute(route);
    const orders = (await answer.json()) as OrderEntry[];
    const kept = orders.filter(
      (order) =>
        Date.parse(order.ride.createdAt) < Date.now() - HOUR_MS || order.order_user?.last_name === ownOrder,
    );
    await route.fulfill({ response: answer, json: kept });
  });
  await page.route('**/api/sos', async (route) => {
    const answer = await fetchRoute(route);
    const alerts = (await answer.json()) as SosAlert[];
    const seeded = [...alerts].sort((a, b) => a.id - b.id).slice(0, 2);
    await route.fulfill({ response: answer, json: seeded });
  });
}

// At both sizes: a dispatcher prints from a laptop or a phone, and the printout is the same A4 page.
test('Předání směny: a note for the next shift, and the page prints on one A4 page', async ({ page }) => {
  // An open order without a driver, which the next shift inherits.
  const ownOrder = `Předaná ${Date.now()}`;
  await api.createOrder(page, ownOrder);
  await seedAnd(page, ownOrder);
  await page.goto('/admin/predani-smeny');
  await expect(page.getByRole('heading', { level: 2, name: /^Předání směny / })).toBeVisible();
  const own = (await api.orders(page)).find((order) => order.order_user?.last_name === ownOrder)!;
  await expect(
    section(page, 'Co přebírá další směna').getByRole('link', { name: `Objednávka č. ${own.id_order}` }),
  ).toHaveAttribute('href', `/admin/orders/${own.id_order}`);
  const note = `Předávám: zavolat zákazníkovi ${Date.now()}.`;
  await page.getByLabel(/Nová poznámka pro další směnu/).fill(note);
  await page.getByRole('button', { name: 'Uložit poznámku' }).click();
  const saved = section(page, 'Poznámka pro další směnu').locator('blockquote');
  await expect(saved).toContainText(note);
  await expect(saved).toContainText('admin,');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Administrace' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Vytisknout' })).toBeHidden();
  await expect(saved).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? [];
  expect(pages).toHaveLength(1);
});

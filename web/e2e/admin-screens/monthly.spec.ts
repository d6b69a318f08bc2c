import type { Locator, Page } from '@playwright/test';
import { formatKcPrecise, MONTHS, pragueParts } from './domain';
import { api, columnHeaders, expect, expectAccessible, plain, test, undoToast } from './fixtures';

test.skip(({ isMobile }) => isMobile, 'admin tables are checked on desktop');
test.describe.configure({ mode: 'serial' });

const now = pragueParts(new Date());
const previous =
  now.month === 1 ? { month: 12, year: now.year - 1 } : { month: now.month - 1, year: now.year };

/** "-1 234,5 Kč" → -1234.5 */
function amount(text: string): number {
  return Number(
    plain(text)
      .replace(/[\sKč]/g, '')
      .replace('−', '-')
      .replace(',', '.'),
  );
}

function monthlyTable(page: Page): Locator {
  return page.getByRole('table', { name: /^Měsíční tabulka/ });
}

async function rowAmount(row: Locator): Promise<number> {
  return amount(await row.locator('td[data-numeric]').innerText());
}

/** Příjmy, the item amounts and Celkem as the table shows them. */
async function readTable(page: Page) {
  const table = monthlyTable(page);
  const earnings = await rowAmount(table.locator('tbody tr[data-earnings]'));
  const itemRows = table.locator('tbody tr:not([data-earnings]):not([data-entry])');
  const items: number[] = [];
  for (const row of await itemRows.all()) {
    items.push(await rowAmount(row));
  }
  const total = await rowAmount(table.locator('tfoot tr'));
  return { earnings, items, total };
}

test.describe('Měsíční tabulka', () => {
  test('opens on the current month: Příjmy, the items and Celkem = Příjmy + items', async ({ page }) => {
    const [earnings, items] = await Promise.all([
      api.earnings(page, now.month, now.year),
      api.monthlyItems(page, now.month, now.year),
    ]);
    await page.goto('/admin/monthly-table');
    await expect(page.getByRole('combobox', { name: 'Měsíc' })).toHaveValue(String(now.month));
    const options = await page.getByRole('combobox', { name: 'Měsíc' }).locator('option').allInnerTexts();
    expect(options).toEqual([...MONTHS]);
    const year = page.getByRole('spinbutton', { name: 'Rok' });
    await expect(year).toHaveValue(String(now.year));
    await expect(year).toHaveAttribute('min', '1');
    await expect(year).toHaveAttribute('max', String(now.year));
    await expect(year).toHaveAttribute('step', '1');

    const table = monthlyTable(page);
    await expect(table).toBeVisible();
    expect((await columnHeaders(table)).slice(0, 2)).toEqual(['Název', 'Částka (Kč)']);
    await expect(table.locator('tbody tr').first()).toContainText('Příjmy');
    await expect(table.locator('tfoot tr')).toContainText('Celkem');
    expect(plain(await table.locator('tbody tr[data-earnings] td[data-numeric]').innerText())).toBe(
      plain(formatKcPrecise(earnings)),
    );
    const shown = await readTable(page);
    expect(shown.items).toEqual(items.map((item) => item.price));
    expect(shown.total).toBeCloseTo(shown.earnings + shown.items.reduce((sum, price) => sum + price, 0), 2);
    expect(shown.total).toBeCloseTo(earnings + items.reduce((sum, item) => sum + item.price, 0), 2);
    await expect(page.getByPlaceholder('Název...')).toBeVisible();
    await expectAccessible(page);
  });

  test('adds a decimal item, clears the inputs and deletes it again', async ({ page }) => {
    await page.goto('/admin/monthly-table');
    await expect(monthlyTable(page)).toBeVisible();
    const before = await readTable(page);
    const name = `Parkování ${Date.now() % 10000}`;

    await page.getByPlaceholder('Název...').fill(name);
    await page.getByRole('textbox', { name: 'Částka nové položky v Kč' }).fill('-1234.5');
    await page.getByRole('button', { name: 'Přidat položku' }).click();
    await expect(page.getByText(`Položka ${name}`).first()).toBeVisible();
    const row = monthlyTable(page).getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    expect(plain(await row.locator('td[data-numeric]').innerText())).toBe('-1 234,50 Kč');
    await expect(page.getByPlaceholder('Název...')).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Částka nové položky v Kč' })).toHaveValue('');
    await expect.poll(async () => (await readTable(page)).total).toBeCloseTo(before.total - 1234.5, 2);
    const after = await readTable(page);
    expect(after.total).toBeCloseTo(after.earnings + after.items.reduce((sum, price) => sum + price, 0), 2);

    // The minus button waits five seconds with Zpět: taken back, the item stays.
    await row.getByRole('button', { name: `Smazat položku ${name}` }).click();
    await undoToast(page, `Položka ${name} bude smazána.`).getByRole('button', { name: 'Zpět' }).click();
    await expect(row.getByRole('button', { name: `Smazat položku ${name}` })).toBeEnabled();
    expect(await readTable(page)).toEqual(after);
    await row.getByRole('button', { name: `Smazat položku ${name}` }).click();
    await expect(undoToast(page, `Položka ${name} bude smazána.`)).toBeVisible();
    await expect(page.getByText(`Položka ${name} byla smazána`)).toBeVisible({ timeout: 10_000 });
    await expect(row).toHaveCount(0);
    await expect.poll(async () => (await readTable(page)).total).toBeCloseTo(before.total, 2);
  });

  test('asks for a name and an amount before adding', async ({ page }) => {
    await page.goto('/admin/monthly-table');
    await page.getByRole('button', { name: 'Přidat položku' }).click();
    await expect(page.getByText('Zadejte název')).toBeVisible();
    await expect(page.getByText(/Zadejte částku/)).toBeVisible();
  });

  test('changing the month or the year loads that month', async ({ page }) => {
    const [earnings, items] = await Promise.all([
      api.earnings(page, previous.month, previous.year),
      api.monthlyItems(page, previous.month, previous.year),
    ]);
    await page.goto('/admin/monthly-table');
    await expect(monthlyTable(page)).toBeVisible();

    if (previous.year !== now.year) {
      await page.getByRole('spinbutton', { name: 'Rok' }).fill(String(previous.year));
    }
    await page.getByRole('combobox', { name: 'Měsíc' }).selectOption(String(previous.month));
    await expect(
      page.getByRole('heading', { name: `${MONTHS[previous.month - 1]} ${previous.year}` }),
    ).toBeVisible();
    await expect(monthlyTable(page).locator('tbody tr[data-earnings] td[data-numeric]')).toHaveText(
      formatKcPrecise(earnings),
    );
    const shown = await readTable(page);
    expect(shown.items).toEqual(items.map((item) => item.price));
    expect(shown.total).toBeCloseTo(earnings + items.reduce((sum, item) => sum + item.price, 0), 2);

    // The year applies on Ukázat.
    const lastYear = now.year - 1;
    const [lastYearEarnings] = await Promise.all([api.earnings(page, previous.month, lastYear)]);
    await page.getByRole('spinbutton', { name: 'Rok' }).fill(String(lastYear));
    await page.getByRole('button', { name: 'Ukázat' }).click();
    await expect(
      page.getByRole('heading', { name: `${MONTHS[previous.month - 1]} ${lastYear}` }),
    ).toBeVisible();
    await expect(monthlyTable(page).locator('tbody tr[data-earnings] td[data-numeric]')).toHaveText(
      formatKcPrecise(lastYearEarnings),
    );

    await page.getByRole('spinbutton', { name: 'Rok' }).fill(String(now.year + 1));
    await page.getByRole('button', { name: 'Ukázat' }).click();
    await expect(page.getByText(`Zadejte rok 1 až ${now.year}`)).toBeVisible();
    await expect(
      page.getByRole('heading', { name: `${MONTHS[previous.month - 1]} ${lastYear}` }),
    ).toBeVisible();
  });

  test('charts the twelve monthly totals of the year with the month on screen highlighted', async ({
    page,
  }) => {
    const totals = await Promise.all(
      MONTHS.map(async (_, index) => {
        const [earnings, items] = await Promise.all([
          api.earnings(page, index + 1, now.year),
          api.monthlyItems(page, index + 1, now.year),
        ]);
        return earnings + items.reduce((sum, item) => sum + item.price, 0);
      }),
    );
    await page.goto('/admin/monthly-table');
    const chart = page.getByRole('img', { name: new RegExp(`Součty měsíců roku ${now.year}`) });
    await expect(chart).toBeVisible();
    const bars = chart.locator('g[data-month]');
    await expect(bars).toHaveCount(12);
    await expect(chart.locator('g[data-selected]')).toHaveAttribute('data-month', String(now.month));
    const selectedTitle = await chart.locator('g[data-selected] > title').textContent();
    expect(plain(selectedTitle ?? '')).toBe(
      plain(`${MONTHS[now.month - 1]} ${now.year}: ${formatKcPrecise(totals[now.month - 1]!)}`),
    );

    await page.getByText('Hodnoty v tabulce').click();
    const values = page.getByRole('table', { name: `Součty měsíců roku ${now.year}` });
    for (const [index, name] of MONTHS.entries()) {
      await expect(values.getByRole('row', { name: new RegExp(`^${name} `) })).toContainText(
        formatKcPrecise(totals[index]!),
      );
    }

    // A different month moves the highlight.
    await page.getByRole('combobox', { name: 'Měsíc' }).selectOption('1');
    await expect(chart.locator('g[data-selected]')).toHaveAttribute('data-month', '1');
  });
});

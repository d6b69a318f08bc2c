import type { Locator, Page } from '@playwright/test';
import type { MonthlyItem } from '@taxi/contracts';
import { formatKcPrecise, MONTHS, pragueParts } from './domain';
import { api, expect, expectAccessible, plain, test } from './fixtures';
import { oneSize } from '../one-size';

// A month of its own per project (desktop and phone run at once against one backend), two years
// back, so no other spec's items change its Celkem while this one reads it.
function periodFor(projectName: string) {
  return { month: projectName === 'mobile' ? 2 : 1, year: pragueParts(new Date()).year - 2 };
}

async function openMonth(page: Page, period: { month: number; year: number }) {
  await page.goto('/admin/monthly-table');
  await page.getByRole('spinbutton', { name: 'Rok' }).fill(String(period.year));
  await page.getByRole('combobox', { name: 'Měsíc' }).selectOption(String(period.month));
  await page.getByRole('button', { name: 'Ukázat' }).click();
  await expect(
    page.getByRole('heading', { name: `${MONTHS[period.month - 1]} ${period.year}` }),
  ).toBeVisible();
}

async function removeItems(page: Page, items: readonly MonthlyItem[]) {
  for (const item of items) {
    const response = await page.request.post('/api/admins/deleteMonthlyData', { data: { id: item.id } });
    expect(response.ok()).toBe(true);
  }
}

test.describe('Měsíční tabulka: české částky', () => {
  test('saves -1250,50 as −1 250,50 Kč and Celkem counts it exactly', oneSize, async ({ page }, info) => {
    const period = periodFor(info.project.name);
    await removeItems(page, await api.monthlyItems(page, period.month, period.year));
    const earnings = await api.earnings(page, period.month, period.year);
    await openMonth(page, period);

    await page.getByPlaceholder('Název...').fill('Servis vozu');
    await page.getByRole('textbox', { name: 'Částka nové položky v Kč' }).fill('-1250,50');
    await page.getByRole('button', { name: 'Přidat položku' }).click();

    // Item rows only: the entry row may still hold the typed text for a moment.
    const itemRow = (name: string) => page.locator('tbody tr:not([data-entry])').filter({ hasText: name });
    const row = itemRow('Servis vozu');
    const shown = async (cell: Locator) => plain(await cell.innerText());
    await expect.poll(() => shown(row.locator('td[data-numeric]'))).toBe('-1 250,50 Kč');
    const total = page.locator('tfoot tr td[data-numeric]');
    await expect
      .poll(() => shown(total))
      .toBe(plain(formatKcPrecise(Math.round((earnings - 1250.5) * 100) / 100)));
    // What was saved is the number typed, not −125 050.
    const saved = await api.monthlyItems(page, period.month, period.year);
    expect(saved.map((item) => item.price)).toEqual([-1250.5]);

    // "1 250,50" with spaces between thousands is read the same.
    await page.getByPlaceholder('Název...').fill('Vrácení zálohy');
    await page.getByRole('textbox', { name: 'Částka nové položky v Kč' }).fill('1 250,50');
    await page.getByRole('button', { name: 'Přidat položku' }).click();
    await expect.poll(() => shown(itemRow('Vrácení zálohy').locator('td[data-numeric]'))).toBe('1 250,50 Kč');
    await expect.poll(() => shown(total)).toBe(plain(formatKcPrecise(earnings)));
    await expectAccessible(page);
    await removeItems(page, await api.monthlyItems(page, period.month, period.year));
  });

  test(
    'refuses an ambiguous or malformed amount inline and sends nothing',
    oneSize,
    async ({ page }, info) => {
      const period = periodFor(info.project.name);
      await openMonth(page, period);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/admins/addMonthlyData')) {
          sent.push(request.url());
        }
      });
      const amount = page.getByRole('textbox', { name: 'Částka nové položky v Kč' });
      await page.getByPlaceholder('Název...').fill('Překlep');
      for (const [typed, message] of [
        ['12,5,0', 'Nejasné číslo'],
        ['1.250,50', 'Nejasné číslo'],
        ['12O', 'Neplatné číslo'],
        ['20000000', 'Částka nejvýše ±10 000 000 Kč'],
      ] as const) {
        await amount.fill(typed);
        await page.getByRole('button', { name: 'Přidat položku' }).click();
        await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
        await expect(amount).toHaveAttribute('aria-invalid', 'true');
      }
      expect(sent).toEqual([]);
      // The round-trip test may add items to this month meanwhile (tests run in parallel): none is this one.
      const items = await api.monthlyItems(page, period.month, period.year);
      expect(items.filter((item) => item.name === 'Překlep')).toEqual([]);
      await expectAccessible(page);
    },
  );
});

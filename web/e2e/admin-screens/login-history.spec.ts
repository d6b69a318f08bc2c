import { formatDateTime } from './domain';
import { api, columnHeaders, expect, expectAccessible, plain, test } from './fixtures';

test.skip(({ isMobile }) => isMobile, 'admin tables are checked on desktop');

const GREEN = 'rgb(230, 244, 234)';
const RED = 'rgb(252, 232, 230)';

test.describe('Historie přihlášení', () => {
  test('colours logins green and everything else red, with the type in words', async ({ page }) => {
    await page.goto('/admin/history-login');
    const table = page.getByRole('table', { name: 'Historie přihlášení' });
    expect(await columnHeaders(table)).toEqual(['Uživatel', 'Typ', 'Čas']);
    const history = await api.loginHistory(page);
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(history.length - 5);

    const labels = { login: 'Přihlášení', logout: 'Odhlášení', failed: 'Neúspěšné přihlášení' };
    for (const type of ['login', 'logout', 'failed'] as const) {
      const entry = history.find((item) => item.type === type);
      expect(entry, `a seeded ${type} row`).toBeDefined();
      const row = table.locator(`tbody tr[data-type="${type}"]`).first();
      await expect(row.locator('td').nth(1)).toHaveText(labels[type]);
      const background = await row
        .locator('td')
        .first()
        .evaluate((cell) => getComputedStyle(cell).backgroundColor);
      expect(background).toBe(type === 'login' ? GREEN : RED);
    }
    // The oldest rows do not move while other tests log in: compare the last one.
    const oldest = history[history.length - 1]!;
    const last = rows.last();
    await expect(last.locator('td').nth(0)).toHaveText(oldest.name);
    expect(plain(await last.locator('td').nth(2).innerText())).toBe(plain(formatDateTime(oldest.createdAt)));
    expect(plain(await last.locator('td').nth(2).innerText())).toMatch(
      /^\d{1,2}\. \d{1,2}\. \d{4} \d{1,2}:\d{2}$/,
    );
    await expectAccessible(page);
  });
});

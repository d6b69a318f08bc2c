import { expect, test as base } from '@playwright/test';
import { test } from './support';
import { fetchRoute } from '../route-fetch';

// The guard behaves the same on every screen size.
base.skip(({ isMobile }) => isMobile, 'checked on desktop');

const GUARDED = [
  '/admin/dashboard',
  '/admin/orders',
  '/admin/history-login',
  '/admin/monthly-table',
  '/admin',
];

base.describe('without a session', () => {
  for (const path of GUARDED) {
    base(`${path} goes to /login, remembering the page`, async ({ page }) => {
      await page.goto(path);
      // Signing in comes back to the page (the admin root has nothing to come back to).
      await expect(page).toHaveURL(
        path === '/admin' ? /\/login$/ : `/login?next=${encodeURIComponent(path)}`,
      );
      await expect(page.getByRole('banner').getByRole('heading', { name: 'Admin panel' })).toHaveCount(0);
    });
  }

  base(
    'a bad token cookie goes to /login without showing any admin content',
    async ({ page, context, baseURL }) => {
      await context.addCookies([
        { name: 'token', value: 'not-a-real-token', url: baseURL },
        { name: 'session', value: '1', url: baseURL },
      ]);
      // Record whether the admin layout ever rendered, from before the first script of the page.
      await page.addInitScript(() => {
        const scope = window as unknown as { __adminShown: boolean };
        scope.__adminShown = false;
        new MutationObserver(() => {
          if (document.querySelector('#admin-content, nav[aria-label="Administrace"]')) {
            scope.__adminShown = true;
          }
        }).observe(document, { childList: true, subtree: true });
      });
      // The server's answer, read on its way to the page: the page leaves for /login at once (a
      // full page load), after which the browser no longer holds the answer's body.
      const answers: unknown[] = [];
      await page.route('**/api/admins/me', async (route) => {
        const response = await fetchRoute(route);
        answers.push(await response.json());
        await route.fulfill({ response });
      });
      await page.goto('/admin/dashboard');
      await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fdashboard$/);
      expect(answers).toEqual([false]);
      expect(await page.evaluate(() => (window as unknown as { __adminShown: boolean }).__adminShown)).toBe(
        false,
      );
      expect((await context.cookies()).find((cookie) => cookie.name === 'session')).toBeUndefined();
    },
  );

  base('a failing session check goes to /login', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'session', value: '1', url: baseURL }]);
    await page.route('**/api/admins/me', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"Služba není dostupná."}',
      }),
    );
    await page.goto('/admin/orders');
    // A 503 is retried twice (1 s, then 2 s apart) before the check counts as failed.
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Forders$/, { timeout: 20_000 });
  });
});

test.describe('with a session', () => {
  test('opens the dashboard; /admin leads there too', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Admin panel');
  });

  test('login history and the monthly table are guarded and open with a session', async ({ page }) => {
    await page.goto('/admin/history-login');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(
      'Historie přihlášení',
    );
    await page.goto('/admin/monthly-table');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Admin panel');
  });

  test('a 401 from a later call ends the session and goes to /login, to come back here', async ({
    page,
    context,
  }) => {
    // The session check passes; the first data call then says the session is over.
    await page.route('**/api/order', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Přihlášení vypršelo. Přihlaste se prosím znovu.' }),
      }),
    );
    const check = page.waitForResponse((response) => response.url().endsWith('/api/admins/me'));
    await page.goto('/admin/dashboard');
    expect(await (await check).json()).toBe(true);
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fdashboard$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'session')).toBeUndefined();
  });
});

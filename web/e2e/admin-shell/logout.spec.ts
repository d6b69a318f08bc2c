import { expect, test } from './support';

test.skip(({ isMobile }) => isMobile, 'checked on desktop');

test('Odhlásit se ends the session on the server and goes to /login', async ({ page, context }) => {
  await page.goto('/admin/dashboard');
  const logout = page.waitForRequest((request) => request.url().endsWith('/api/history_login/create'));
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  expect((await logout).postDataJSON()).toEqual({});
  await expect(page).toHaveURL(/\/login$/);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('token');
  expect(names).not.toContain('session');
  expect(names).not.toContain('taxi_admin');

  // Opening an admin page afterwards asks to log in, and comes back to that page after.
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Forders$/);
});

test('a failing logout call still ends the session here and goes to /login', async ({ page, context }) => {
  await page.route('**/api/history_login/create', (route) => route.abort('connectionrefused'));
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('session');

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fdashboard$/);
});

test('a logout answered with a server error also goes to /login', async ({ page, context }) => {
  await page.route('**/api/history_login/create', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{"message":"Server neodpovídá."}' }),
  );
  await page.goto('/admin/orders');
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('session');
});

import { expect, test } from '@playwright/test';

test('the gateway serves the SPA in Czech and the API beside it', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Taxi Litoměřice');
  await expect(page.getByText('Rozvoz po městě za 50 Kč, až 8 osob.')).toBeVisible();

  const health = await request.get('/healthz');
  expect(await health.json()).toEqual({ status: 'ok' });
  const ready = await request.get('/readyz');
  expect(await ready.json()).toEqual({ status: 'ready', upstream: 'memory' });
});

test('a deep link is answered with the app shell, an unknown API path with a JSON 404', async ({
  request,
}) => {
  const page = await request.get('/admin/dashboard');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(page.headers()['cache-control']).toBe('no-cache');

  const api = await request.get('/api/does-not-exist');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ message: 'Požadovaná adresa neexistuje.' });
});

test('hashed assets are cached for a year and served compressed', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"]').getAttribute('src');
  expect(script).toMatch(/^\/assets\/.+\.js$/);
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
});

import { expect, expectAccessible, test } from '../admin-shell/support';
import { field, pickWithKeyboard } from './create-order-support';
import { oneSize } from '../one-size';
import { fetchRoute } from '../route-fetch';

// The create-order screen's map and place lookup (the order flow itself: create-order.spec.ts).

test('draws the route on a 75vh map without zoom controls, fitted to both ends', async ({ page }) => {
  await page.goto('/admin/orders/create');
  await expect(field.from(page)).toBeFocused();
  const hint = page.getByText('Po výběru míst Odkud a Kam se tu zobrazí trasa.');
  await expect(hint).toBeVisible();
  const map = page.getByRole('region', { name: /^Mapa trasy/ });
  await expect(map).toBeVisible();
  const viewport = page.viewportSize()!;
  const box = (await map.boundingBox())!;
  expect(Math.abs(box.height - Math.max(280, viewport.height * 0.75))).toBeLessThan(2);
  await expect(map.locator('.leaflet-control-zoom')).toHaveCount(0);

  await pickWithKeyboard(page, 'Mírové', /Mírové náměstí/);
  await expect(map.locator('.route-pin--pickup')).toHaveCount(1);
  await field.to(page).focus();
  await pickWithKeyboard(page, 'Lovosice', /^Lovosice/);
  await expect(
    page.getByRole('region', { name: 'Mapa trasy: Mírové náměstí, Litoměřice → Lovosice, okres Litoměřice' }),
  ).toBeVisible();
  await expect(hint).toHaveCount(0);
  // The route's ends (the nearest cars are numbered pins of their own).
  const pins = map.locator('.route-pin--pickup, .route-pin--destination');
  await expect(pins).toHaveText(['A', 'B']);
  // Fitted: both ends are inside the visible map once the fitting animation (pan and zoom) has ended.
  // The map is measured where it is now: moving focus through the form may have scrolled the page.
  await expect(async () => {
    const area = (await map.boundingBox())!;
    for (const pin of await pins.all()) {
      const pinBox = (await pin.boundingBox())!;
      expect(pinBox.x).toBeGreaterThanOrEqual(area.x);
      expect(pinBox.x + pinBox.width).toBeLessThanOrEqual(area.x + area.width);
      expect(pinBox.y).toBeGreaterThanOrEqual(area.y);
      expect(pinBox.y + pinBox.height).toBeLessThanOrEqual(area.y + area.height);
    }
  }).toPass({ timeout: 10_000 });
  await expectAccessible(page);
});

test(
  'resolves a suggestion that comes without coordinates and credits Google for its results',
  oneSize,
  async ({ page }) => {
    // A Google-like answer from the local mock: the same places, without coordinates, provider google.
    await page.route(/\/api\/geo\/places\?/, async (route) => {
      const response = await fetchRoute(route);
      const result = (await response.json()) as { suggestions: Record<string, unknown>[] };
      const suggestions = result.suggestions.map(({ lat: _lat, lng: _lng, ...rest }) => rest);
      await route.fulfill({ response, json: { suggestions, provider: 'google' } });
    });
    await page.goto('/admin/orders/create');
    await expect(field.from(page)).toBeFocused();
    const searched = page.waitForRequest(/\/api\/geo\/places\?q=/);
    await page.keyboard.type('Mírové');
    await expect(page.getByRole('option', { name: /Mírové náměstí/ })).toBeVisible();
    await expect(page.getByText('Powered by Google')).toBeVisible();
    const session = new URL((await searched).url()).searchParams.get('session');
    expect(session).toMatch(/^[A-Za-z0-9_-]{8,36}$/);

    const resolved = page.waitForRequest(/\/api\/geo\/places\/memory/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const url = new URL((await resolved).url());
    expect(decodeURIComponent(url.pathname)).toBe('/api/geo/places/memory:litomerice:mirove-namesti');
    expect(url.searchParams.get('session')).toBe(session);
    await expect(field.from(page)).toHaveValue('Mírové náměstí, Litoměřice');
    await expect(page.getByRole('region', { name: /^Mapa trasy/ }).locator('.route-pin--pickup')).toHaveCount(
      1,
    );
  },
);

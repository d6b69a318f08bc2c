import type { Locator, Page, Request } from '@playwright/test';
import type { MapConfig } from '@taxi/contracts';
import { expect, expectAccessible, getJson, test } from '../admin-shell/support';
import { field, pickWithKeyboard } from './create-order-support';

// Both maps draw the gateway's simplified schema when tiles cannot load, and only then.

const NOTICE = 'Mapové podklady nejsou dostupné – zobrazeno zjednodušené schéma';
// A 1×1 transparent PNG: enough for Leaflet to count a tile as loaded.
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Requests for the configured tile server's tiles, whatever MAP_TILE_URL the gateway runs with. */
async function tileRequests(page: Page): Promise<RegExp> {
  const config = await getJson<MapConfig>(page, '/api/geo/config');
  expect(config.tileUrl, 'the browser tests run with a tile URL').not.toBeNull();
  const origin = new URL(config.tileUrl!.replace(/\{[a-z]\}/g, '0')).origin;
  return new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`);
}

async function blockTiles(page: Page) {
  await page.route(await tileRequests(page), (route) => route.abort('connectionrefused'));
}

async function serveTiles(page: Page) {
  await page.unrouteAll({ behavior: 'wait' });
  await page.route(await tileRequests(page), (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }),
  );
}

const notice = (map: Locator) => map.getByRole('status').filter({ hasText: NOTICE });

/**
 * The notice is whole inside the map and leaves the attribution readable, at any width. All three
 * boxes are read in one go (the attribution grows a line when the schema's credit joins it, moving
 * the notice up with it), and read again until that settles.
 */
async function expectNoticeClear(map: Locator) {
  await expect
    .poll(() =>
      map.evaluate((element, text) => {
        const notice = [...element.querySelectorAll('[role="status"]')].find((node) =>
          node.textContent?.includes(text),
        );
        const attribution = element.querySelector('.leaflet-control-attribution');
        if (!notice || !attribution) {
          return 'notice or attribution missing';
        }
        const box = notice.getBoundingClientRect();
        const mapBox = element.getBoundingClientRect();
        const problems = [
          box.left < mapBox.left && 'notice starts left of the map',
          box.right > mapBox.right && 'notice ends right of the map',
          box.bottom > attribution.getBoundingClientRect().top && 'notice covers the attribution',
        ].filter(Boolean);
        return problems.join(', ') || 'clear';
      }, NOTICE),
    )
    .toBe('clear');
}

/** Roads drawn inside the visible map (Leaflet leaves those out of view as empty paths). */
const visibleRoads = (map: Locator) =>
  map
    .locator('.basemap-road')
    .evaluateAll((paths) => paths.filter((path) => path.getBoundingClientRect().width > 0).length);

/** The schema lies under the markers and the route line: its panes below Leaflet's overlay pane. */
async function expectSchemaUnderneath(map: Locator) {
  const zIndex = (pane: string) =>
    map.locator(`.leaflet-${pane}-pane`).evaluate((element) => Number(getComputedStyle(element).zIndex));
  const overlay = await zIndex('overlay');
  expect(await zIndex('basemap')).toBeLessThan(overlay);
  expect(await zIndex('basemap-labels')).toBeLessThan(overlay);
  expect(await zIndex('basemap-labels')).toBeLessThan(await zIndex('marker'));
}

test('the fleet map shows towns, roads and the notice when the tile host is blocked', async ({ page }) => {
  await blockTiles(page);
  await page.goto('/admin/map');
  const map = page.getByRole('region', { name: 'Mapa vozidel a objednávek' });
  await expect(notice(map)).toBeVisible();
  await expectNoticeClear(map);
  // The map opens on Lovosice (the spec's centre): its name and its neighbours' are on the schema.
  await expect(map.getByText('Lovosice', { exact: true })).toBeVisible();
  await expect(map.getByText('Sulejovice', { exact: true })).toBeVisible();
  await expect(map.locator('.basemap-country')).toHaveCount(1);
  await expect.poll(() => visibleRoads(map)).toBeGreaterThan(0);
  await expectSchemaUnderneath(map);
  // The cars still draw (canvas), and the list beside the map is unchanged.
  await expect(map.locator('.leaflet-overlay-pane canvas').first()).toBeVisible();
  await expectAccessible(page);
});

test('the create-order map draws the route over the schema when the tile host is blocked', async ({
  page,
}) => {
  await blockTiles(page);
  await page.goto('/admin/orders/create');
  const map = page.getByRole('region', { name: /^Mapa trasy/ });
  await expect(notice(map)).toBeVisible();
  await expectNoticeClear(map);
  await expect(map.getByText('Lovosice', { exact: true })).toBeVisible();

  await expect(field.from(page)).toBeFocused();
  await pickWithKeyboard(page, 'Mírové', /Mírové náměstí/);
  await field.to(page).focus();
  await pickWithKeyboard(page, 'Terezín', /^Terezín/);
  await expect(map.locator('.route-pin--pickup, .route-pin--destination')).toHaveText(['A', 'B']);
  await expect(notice(map)).toBeVisible();
  // Fitted to Litoměřice → Terezín: the home town's name, its roads and the route (canvas) on top.
  await expect(map.getByText('Litoměřice', { exact: true })).toBeVisible();
  await expect.poll(() => visibleRoads(map)).toBeGreaterThan(0);
  await expect(map.locator('.leaflet-overlay-pane canvas').first()).toBeVisible();
  await expectSchemaUnderneath(map);
});

test('with tiles loading, neither map shows the notice nor fetches the schema', async ({ page }) => {
  const basemapCalls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/geo/basemap')) {
      basemapCalls.push(request);
    }
  });
  await serveTiles(page);
  await page.goto('/admin/map');
  const fleetMap = page.getByRole('region', { name: 'Mapa vozidel a objednávek' });
  await expect(fleetMap.locator('.leaflet-tile-loaded').first()).toBeAttached();
  await expect(fleetMap).toHaveAttribute('data-background', 'tiles');
  await expect(notice(fleetMap)).toHaveCount(0);

  await page.goto('/admin/orders/create');
  const routeMap = page.getByRole('region', { name: /^Mapa trasy/ });
  await expect(routeMap.locator('.leaflet-tile-loaded').first()).toBeAttached();
  await expect(routeMap).toHaveAttribute('data-background', 'tiles');
  await expect(notice(routeMap)).toHaveCount(0);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  expect(basemapCalls).toEqual([]);
});

test('the notice goes once tiles load again', async ({ page }) => {
  await blockTiles(page);
  await page.goto('/admin/map');
  const map = page.getByRole('region', { name: 'Mapa vozidel a objednávek' });
  await expect(notice(map)).toBeVisible();
  await serveTiles(page);
  // Zooming in asks for new tiles; the first that loads ends the fallback.
  await map.getByRole('button', { name: 'Přiblížit' }).click();
  await expect(notice(map)).toHaveCount(0);
  await expect(map).toHaveAttribute('data-background', 'tiles');
});

test('with tiles switched off (MAP_TILE_URL=off) the schema shows at once and no tile is asked for', async ({
  page,
}) => {
  const tiles = await tileRequests(page);
  const tileCalls: string[] = [];
  page.on('request', (request) => {
    if (tiles.test(request.url())) {
      tileCalls.push(request.url());
    }
  });
  // What the gateway answers with MAP_TILE_URL=off (proven by its own e2e suite).
  await page.route('**/api/geo/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as MapConfig), tileUrl: null } });
  });
  await page.goto('/admin/map');
  const map = page.getByRole('region', { name: 'Mapa vozidel a objednávek' });
  await expect(notice(map)).toBeVisible();
  await expect(map).toHaveAttribute('data-background', 'schema');
  await expect(map.getByText('Lovosice', { exact: true })).toBeVisible();
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);
  expect(tileCalls).toEqual([]);
});

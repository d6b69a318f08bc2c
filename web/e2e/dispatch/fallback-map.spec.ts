import type { Locator, Page, Request } from '@playwright/test';
import type { MapConfig } from '@taxi/contracts';
import { expect, expectAccessible, getJson, test } from '../admin-shell/support';
import { field, pickWithKeyboard } from './create-order-support';
import { oneSize } from '../one-size';
import { fetchRoute } from '../route-fetch';

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

test(
  'the create-order map draws the route over the schema when the tile host is blocked',
  oneSize,
  async ({ page }) => {
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
  },
);

test('with tiles loading, neither map shows the notice nor fetches the schema', oneSize, async ({ page }) => {
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

test('the notice goes once tiles load again', oneSize, async ({ page }) => {
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

test(
  'with tiles switched off (MAP_TILE_URL=off) the schema shows at once and no tile is asked for',
  oneSize,
  async ({ page }) => {
    const tiles = await tileRequests(page);
    const tileCalls: string[] = [];
    page.on('request', (request) => {
      if (tiles.test(request.url())) {
        tileCalls.push(request.url());
      }
    });
    // What the gateway answers with MAP_TILE_URL=off (proven by its own e2e suite).
    await page.route('**/api/geo/config', async (route) => {
      const response = await fetchRoute(route);
      await route.fulfill({ response, json: { ...((await response.json()) as MapConfig), tileUrl: null } });
    });
    await page.goto('/admin/map');
    const map = page.getByRole('region', { name: 'Mapa vozidel a objednávek' });
    await expect(notice(map)).toBeVisible();
    await expect(map).toHaveAttribute('data-background', 'schema');
    await expect(map.getByText('Lovosice', { exact: true })).toBeVisible();
    await expect(map.locator('.leaflet-tile')).toHaveCount(0);
    expect(tileCalls).toEqual([]);
  },
);

const RIVERS = ['Labe', 'Ohře', 'Vltava'];
const attribution = (map: Locator) => map.locator('.leaflet-control-attribution');

/** River paths drawn inside the visible map. */
const visibleRivers = (map: Locator) =>
  map
    .locator('.basemap-river')
    .evaluateAll((paths) => paths.filter((path) => path.getBoundingClientRect().width > 0).length);

/**
 * One zoom step on the fleet map, waiting until the map has reached it (each step starts from a
 * map at rest). Leaflet drops a click that comes while it is still busy with the last move, so a
 * click that changed nothing is repeated.
 */
async function zoomOnce(page: Page, map: Locator, button: 'Přiblížit' | 'Oddálit') {
  const fleetMap = page.getByTestId('fleet-map');
  await expect(fleetMap).toHaveAttribute('data-zoom', /^\d+$/);
  const zoomNow = async () => Number(await fleetMap.getAttribute('data-zoom'));
  const zoom = await zoomNow();
  const target = button === 'Přiblížit' ? zoom + 1 : zoom - 1;
  await expect(async () => {
    if ((await zoomNow()) === zoom) {
      await map.getByRole('button', { name: button }).click();
    }
    await expect.poll(zoomNow, { timeout: 3_000 }).toBe(target);
  }).toPass({ timeout: 20_000 });
}

/** The rivers named on the map once a zoom has ended and the names have been placed for it. */
async function riverNamesOnceSettled(map: Locator): Promise<string[]> {
  await expect(map.locator('.leaflet-map-pane')).not.toHaveClass(/leaflet-zoom-anim/);
  // Names are placed on the map's moveend: two frames later they are on screen.
  await map.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return map.locator('.basemap-label--water').allInnerTexts();
}

/** The water lies under the roads: the same SVG draws every river before the first road. */
async function expectRiversUnderRoads(map: Locator) {
  const order = await map.locator('.leaflet-basemap-pane svg').evaluate((svg) => {
    const paths = [...svg.querySelectorAll('path')];
    const lastRiver = Math.max(...paths.map((path, index) => (path.matches('.basemap-river') ? index : -1)));
    const firstRoad = paths.findIndex((path) => path.matches('.basemap-road'));
    return { lastRiver, firstRoad };
  });
  expect(order.lastRiver).toBeGreaterThanOrEqual(0);
  expect(order.lastRiver).toBeLessThan(order.firstRoad);
}

/** The schema shows, with the Labe drawn and named in view, its water under the roads. */
async function expectLabeOnSchema(map: Locator) {
  // Two failed tiles switch to the schema; a busy machine may take a while to ask for them.
  await expect(map).toHaveAttribute('data-background', 'schema', { timeout: 15_000 });
  await expect(
    map
      .locator('.basemap-label--water')
      .filter({ hasText: /^Labe$/ })
      .first(),
  ).toBeVisible();
  await expect.poll(() => visibleRivers(map)).toBeGreaterThan(0);
  await expectRiversUnderRoads(map);
}

test(
  'the schema draws the Labe, Ohře and Vltava as water under the roads and towns, named where there is room',
  oneSize,
  async ({ page }, info) => {
    await blockTiles(page);
    await page.goto('/admin/map');
    const map = page.getByRole('region', { name: 'Mapa vozidel a objednávek' });
    // The Labe runs past Lovosice, where the map opens.
    await expectLabeOnSchema(map);
    await expect(map.locator('.basemap-river--major')).toHaveCount(1);
    await expectSchemaUnderneath(map);
    await map.screenshot({ path: info.outputPath(`rivers-fleet-map-${info.project.name}.png`) });

    // Zooming out, each of the three is named somewhere on the way (where no town needs the room).
    const named = new Set<string>();
    for (let step = 0; step < 4; step += 1) {
      await zoomOnce(page, map, 'Oddálit');
      for (const name of await riverNamesOnceSettled(map)) {
        named.add(name);
      }
      if (step === 2) {
        await map.screenshot({ path: info.outputPath(`rivers-fleet-map-zoom10-${info.project.name}.png`) });
      }
    }
    expect([...named].filter((name) => RIVERS.includes(name)).sort()).toEqual([...RIVERS].sort());
    await expect.poll(() => visibleRivers(map)).toBeGreaterThanOrEqual(3);
  },
);

test('the create-order map’s Leaflet schema draws the rivers too', oneSize, async ({ page }, info) => {
  await blockTiles(page);
  await page.goto('/admin/orders/create');
  const map = page.getByRole('region', { name: /^Mapa trasy/ });
  await expectLabeOnSchema(map);
  await expect(attribution(map)).toContainText('Natural Earth');
  await map.screenshot({ path: info.outputPath(`rivers-create-order-map-${info.project.name}.png`) });
});

test(
  'the attribution credits Natural Earth while the schema shows and OpenStreetMap only while its tiles show',
  oneSize,
  async ({ page }) => {
    await blockTiles(page);
    await page.goto('/admin/map');
    const map = page.getByRole('region', { name: 'Mapa vozidel a objednávek' });
    await expect(map).toHaveAttribute('data-background', 'schema', { timeout: 15_000 });
    await expect(attribution(map)).toContainText('Natural Earth');
    await expect(attribution(map)).not.toContainText('OpenStreetMap');

    await serveTiles(page);
    await zoomOnce(page, map, 'Přiblížit');
    await expect(map).toHaveAttribute('data-background', 'tiles', { timeout: 15_000 });
    await expect(attribution(map)).toContainText('OpenStreetMap');
    await expect(attribution(map)).not.toContainText('Natural Earth');
    await expect(map.locator('.basemap-river')).toHaveCount(0);

    // Tiles fail again: two failed tiles switch back to the schema, and the credits with it.
    await page.unrouteAll({ behavior: 'wait' });
    await blockTiles(page);
    await zoomOnce(page, map, 'Oddálit');
    await zoomOnce(page, map, 'Oddálit');
    await expect(map).toHaveAttribute('data-background', 'schema', { timeout: 15_000 });
    await expect(attribution(map)).toContainText('Natural Earth');
    await expect(attribution(map)).not.toContainText('OpenStreetMap');
  },
);

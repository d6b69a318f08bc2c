import type { Locator, Page, WebSocketRoute } from '@playwright/test';
import type { FleetSnapshot, MapOrder } from '@taxi/contracts';
import { expect, expectAccessible, test } from '../admin-shell/support';
import { oneSize } from '../one-size';

// The gateway polls the simulated fleet every 10 s and pushes each snapshot over the socket.
const NEXT_SNAPSHOT_MS = 25_000;

async function fleet(page: Page): Promise<FleetSnapshot> {
  const response = await page.request.get('/api/fleet/positions');
  expect(response.ok()).toBe(true);
  return (await response.json()) as FleetSnapshot;
}

async function mapOrders(page: Page): Promise<MapOrder[]> {
  const response = await page.request.get('/api/order/getMapData');
  expect(response.ok()).toBe(true);
  return (await response.json()) as MapOrder[];
}

const feedHealth = (page: Page) => page.getByTestId('feed-health');
const fleetMap = (page: Page) => page.getByTestId('fleet-map');

const PRAGUE = { latitude: 50.0755, longitude: 14.4378 };

/** Whether a place lies in the map's view, from its zoom and centre (Web Mercator, 256 px tiles). */
async function isInView(page: Page, place: { latitude: number; longitude: number }): Promise<boolean> {
  const zoom = Number(await fleetMap(page).getAttribute('data-zoom'));
  const [latitude, longitude] = (await fleetMap(page).getAttribute('data-center'))!.split(',').map(Number);
  const size = (await fleetMap(page).locator('.leaflet-container').boundingBox())!;
  const project = (lat: number, lng: number) => {
    const scale = 256 * 2 ** zoom;
    const sin = Math.sin((lat * Math.PI) / 180);
    return {
      x: ((lng + 180) / 360) * scale,
      y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
    };
  };
  const centre = project(latitude!, longitude!);
  const point = project(place.latitude, place.longitude);
  return Math.abs(point.x - centre.x) <= size.width / 2 && Math.abs(point.y - centre.y) <= size.height / 2;
}

// The SOS strip has alerts of its own.
const outageBanner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Sledování vozidel' });

async function openPanel(page: Page, title: string) {
  await page.locator('summary').filter({ hasText: title }).click();
}

/**
 * Brings a car into view with its list's "Na mapě" button: the simulated cars drive on, so after a
 * long test run none may be inside the (phone-sized) initial view, and labels show only in view.
 */
async function focusFirstVehicle(page: Page) {
  await openPanel(page, 'Vozidla');
  await page
    .getByRole('button', { name: /^Ukázat vozidlo .+ na mapě$/ })
    .first()
    .click();
}

function orderPopup(page: Page, title: string) {
  return fleetMap(page).locator('.leaflet-popup').filter({ hasText: title });
}

/**
 * A box in the map once the map has stopped moving: an opening popup pans the map into view
 * (a 250 ms animation ending in `moveend`, which updates `data-center`).
 */
async function settledBox(page: Page, locator: Locator) {
  let previous = '';
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect
    .poll(
      async () => {
        box = await locator.boundingBox();
        const current = JSON.stringify([box, await fleetMap(page).getAttribute('data-center')]);
        const settled = box !== null && current === previous;
        previous = current;
        return settled;
      },
      { intervals: [400] },
    )
    .toBe(true);
  return box!;
}

/**
 * Serves the page this fleet snapshot and no other: the simulated cars change status and position
 * with every 10 s poll, which a test checking exact rows would race. Keeps the live link, but drops
 * the gateway's `fleet` pushes.
 */
async function freezeFleet(page: Page, snapshot: FleetSnapshot) {
  await page.route('**/api/fleet/positions', (route) => route.fulfill({ json: snapshot }));
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (!(typeof message === 'string' && message.startsWith('42["fleet"'))) {
        ws.send(message);
      }
    });
    ws.onMessage((message) => server.send(message));
  });
}

/** The map's centre, read from the `data-center` attribute ("50.51500,14.05100"). */
async function mapCenter(page: Page): Promise<{ lat: number; lng: number }> {
  const [lat, lng] = ((await fleetMap(page).getAttribute('data-center')) ?? '').split(',').map(Number);
  return { lat: lat ?? Number.NaN, lng: lng ?? Number.NaN };
}

/** The text of the last-poll time in the feed-health line ("13:05:09"). */
async function lastPollTime(page: Page): Promise<string> {
  return (await feedHealth(page).locator('strong').first().textContent()) ?? '';
}

async function vehiclePositions(page: Page): Promise<string[]> {
  return page.getByTestId('vehicle-position').allTextContents();
}

test('shows the feed health, the legend and every car with its plate', async ({ page }) => {
  const snapshot = await fleet(page);
  expect(snapshot.positions.length).toBeGreaterThan(0);
  await freezeFleet(page, snapshot);
  await page.goto('/admin/map');

  await expect(feedHealth(page)).toContainText(/Poslední načtení poloh: \d{1,2}:\d{2}:\d{2}/);
  await expect(feedHealth(page)).toContainText('Zdroj: simulace');
  await expect(feedHealth(page)).toContainText(`${snapshot.positions.length} vozidel`);
  await expect(page.getByRole('list', { name: 'Legenda mapy' })).toContainText('Objednávka: čeká');
  await expect(outageBanner(page)).toHaveCount(0);

  // Canvas circles are not DOM nodes; the few cars in view carry their plates as labels.
  await expect(fleetMap(page).locator('.leaflet-overlay-pane canvas')).toHaveCount(1);
  await focusFirstVehicle(page);
  await expect(fleetMap(page).locator('.vehicle-tooltip.is-label').first()).toBeVisible();

  const rows = page.locator('tr[data-vehicle-id]');
  await expect(rows).toHaveCount(snapshot.positions.length);
  for (const car of snapshot.positions) {
    const row = rows.filter({ has: page.getByRole('rowheader', { name: car.spz, exact: true }) });
    await expect(row).toContainText(car.toolTipText);
    await expect(row).toContainText(/před \d+ s/);
  }
  await expectAccessible(page);
});

// React gives every tree it renders into its own full set of event listeners (about a hundred): a
// label rendered by React made the map's listener count follow the labels on screen.
test('a plate label is plain text: no event listener rides on it', oneSize, async ({ page }) => {
  await page.goto('/admin/map');
  await focusFirstVehicle(page);
  await expect(fleetMap(page).locator('.vehicle-tooltip.is-label').first()).toBeVisible();
  const devtools = await page.context().newCDPSession(page);
  const { result } = await devtools.send('Runtime.evaluate', {
    expression: 'document.querySelector(".vehicle-tooltip.is-label")',
  });
  const { listeners } = await devtools.send('DOMDebugger.getEventListeners', {
    objectId: result.objectId ?? '',
    depth: -1,
  });
  expect(listeners.map((listener) => listener.type)).toEqual([]);
});

test('cars move when the next fleet snapshot arrives, without a reload', oneSize, async ({ page }) => {
  // Up to two snapshots: now and then every car of the small simulated fleet waits at a stop at once.
  test.setTimeout(3 * NEXT_SNAPSHOT_MS);
  await page.goto('/admin/map');
  await openPanel(page, 'Vozidla');
  const snapshot = await fleet(page);
  await expect(page.getByTestId('vehicle-position')).toHaveCount(snapshot.positions.length);
  const firstPoll = await lastPollTime(page);
  const firstPositions = await vehiclePositions(page);

  await expect
    .poll(() => lastPollTime(page), { timeout: NEXT_SNAPSHOT_MS, message: 'a new fleet snapshot' })
    .not.toBe(firstPoll);
  // Some cars wait at a stop; the moving ones have new coordinates.
  await expect
    .poll(() => vehiclePositions(page), { timeout: 2 * NEXT_SNAPSHOT_MS, message: 'cars at new places' })
    .not.toEqual(firstPositions);
  await expect(page.locator('tr[data-vehicle-id]').first()).toContainText(/před \d+ s/);
});

test('order popups show the status as the spec words it: čeká and Přijato', oneSize, async ({ page }) => {
  const orders = await mapOrders(page);
  await page.goto('/admin/map');
  await openPanel(page, 'Aktivní objednávky');

  let last = '';
  for (const [status, label] of [
    ['waiting', 'čeká'],
    ['accepted', 'Přijato'],
  ] as const) {
    const order = orders.find((item) => item.status === status);
    expect(order, `an active order in status ${status}`).toBeDefined();
    await page.getByRole('button', { name: `Ukázat objednávku č. ${order!.id} na mapě` }).click();
    last = `Objednávka č. ${order!.id}`;
    // The previous popup fades out for a moment: look at this order's.
    const popup = orderPopup(page, last);
    await expect(popup).toContainText(label);
    await expect(popup).toContainText(`${order!.people} osob`);
    await expect(popup).toContainText(JSON.parse(order!.pickup_location).name as string);
  }
  // Checked once the map is still: a plate label that has just opened is empty for a frame.
  await settledBox(page, orderPopup(page, last));
  await expectAccessible(page);
});

test(
  'an order’s popup leads to its detail in the app, under the same number',
  oneSize,
  async ({ page }, info) => {
    const [order] = (await mapOrders(page)).filter((item) => item.status === 'waiting');
    expect(order, 'an active waiting order').toBeDefined();
    await page.goto('/admin/map');
    await openPanel(page, 'Aktivní objednávky');
    await page.getByRole('button', { name: `Ukázat objednávku č. ${order!.id} na mapě` }).click();
    const popup = orderPopup(page, `Objednávka č. ${order!.id}`);
    const link = popup.getByRole('link', { name: `Podrobnosti objednávky č. ${order!.id}` });
    await expect(link).toHaveAttribute('href', `/admin/orders/${order!.id}`);
    await settledBox(page, popup);
    await page.screenshot({ path: info.outputPath(`map-popup-${info.project.name}.png`) });

    // A page loaded anew would lose this mark: the router moves on without a reload.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order!.id}$`));
    const detail = page.getByRole('dialog', { name: `Objednávka č. ${order!.id}` });
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId('order-detail')).toContainText(`č. ${order!.id}`);
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  },
);

test('tapping an order’s marker on the map opens its popup', async ({ page, isMobile }) => {
  // One order and no cars, so nothing else (other suites' orders at the same pickup points, a car
  // driving past) can lie on top of the marker under the finger.
  const [order] = (await mapOrders(page)).filter((item) => item.status === 'waiting');
  expect(order, 'an active waiting order').toBeDefined();
  await page.route('**/api/order/getMapData', (route) => route.fulfill({ json: [order] }));
  await freezeFleet(page, { ...(await fleet(page)), positions: [] });
  await page.goto('/admin/map');
  await openPanel(page, 'Aktivní objednávky');
  const title = `Objednávka č. ${order!.id}`;
  await page.getByRole('button', { name: `Ukázat objednávku č. ${order!.id} na mapě` }).click();

  // The marker is a canvas circle, so it is found where the popup points: the tip's box
  // (absolutely placed in the popup's 20 px bottom margin) ends 7 px below the circle's centre.
  const tip = await settledBox(page, orderPopup(page, title).locator('.leaflet-popup-tip-container'));
  await orderPopup(page, title)
    .getByRole('button', { name: /Close popup/i })
    .click();
  await expect(fleetMap(page).locator('.leaflet-popup')).toHaveCount(0);
  const [x, y] = [tip.x + tip.width / 2, tip.y + tip.height - 7];
  // A finger on the phone layout, the mouse on the desktop.
  await (isMobile ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
  await expect(orderPopup(page, title)).toContainText('čeká');
});

test('a failing feed shows the outage banner and greys the cars', oneSize, async ({ page }) => {
  const snapshot = await fleet(page);
  const stale: FleetSnapshot = {
    ...snapshot,
    stale: true,
    ageMs: 95_000,
    error: 'Služba sledování vozidel neodpověděla včas.',
  };
  await freezeFleet(page, stale);
  await page.goto('/admin/map');

  await expect(outageBanner(page)).toHaveText(
    'Sledování vozidel neodpovídá – zobrazeny poslední známé polohy. Služba sledování vozidel neodpověděla včas.',
  );
  await focusFirstVehicle(page);
  await expect(fleetMap(page).locator('.vehicle-tooltip.is-label.is-stale').first()).toBeVisible();
  await expect(page.locator('tr[data-vehicle-id]').first()).toContainText('neaktuální');
});

test('the user’s pan and zoom survive fleet and order updates', oneSize, async ({ page }) => {
  test.setTimeout(NEXT_SNAPSHOT_MS + 20_000);
  // The real socket, plus a way to send the page an event of our own.
  let toPage: WebSocketRoute | undefined;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    ws.connectToServer();
    toPage = ws;
  });
  await page.goto('/admin/map');
  // The socket's first connection, however busy the machine (the same limit as the badge's elsewhere).
  await expect(page.locator('[data-status="connected"]')).toBeVisible({ timeout: 15_000 });
  await expect(fleetMap(page)).toHaveAttribute('data-zoom', '13');
  await expect(feedHealth(page)).toBeVisible();

  await fleetMap(page).getByRole('button', { name: 'Přiblížit' }).click();
  await expect(fleetMap(page)).toHaveAttribute('data-zoom', '14');
  // Each key pans with an animation that ends in `moveend`: wait for one to land before the next,
  // or the view read below could be the one between them.
  // A horizontal pan nudges the latitude by rounding (0.00001°); one key pans 80 px (0.004° here).
  const start = await mapCenter(page);
  await fleetMap(page).locator('.leaflet-container').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await mapCenter(page)).lng - start.lng).toBeGreaterThan(0.001);
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => start.lat - (await mapCenter(page)).lat).toBeGreaterThan(0.001);
  const view = {
    zoom: await fleetMap(page).getAttribute('data-zoom'),
    center: await fleetMap(page).getAttribute('data-center'),
  };

  const firstPoll = await lastPollTime(page);
  // A driverLocationChange event makes the active orders reload (without changing the shared
  // backend under the other tests); the simulated fleet pushes its next snapshot.
  const reload = page.waitForResponse('**/api/order/getMapData');
  toPage?.send('42["driverLocationChange",{"id":1}]');
  await reload;
  await expect.poll(() => lastPollTime(page), { timeout: NEXT_SNAPSHOT_MS }).not.toBe(firstPoll);

  await expect(fleetMap(page)).toHaveAttribute('data-zoom', view.zoom ?? '');
  await expect(fleetMap(page)).toHaveAttribute('data-center', view.center ?? '');
});

test(
  '“Zobrazit vše” brings a far car into view, “Výchozí pohled” returns to the start',
  oneSize,
  async ({ page }) => {
    const snapshot = await fleet(page);
    expect(snapshot.positions.length).toBeGreaterThan(1);
    // One car in Prague, 50 km from the starting view; the others where the simulation has them.
    const [farCar, ...others] = snapshot.positions;
    if (!farCar) {
      throw new Error('the simulated fleet has no cars');
    }
    await freezeFleet(page, {
      ...snapshot,
      positions: [{ ...farCar, position: PRAGUE }, ...others],
    });
    await page.goto('/admin/map');
    await expect(fleetMap(page)).toHaveAttribute('data-zoom', '13');
    // "Zobrazit vše" fits what the map has: wait for the cars, not only the orders, on a busy machine.
    await expect(feedHealth(page)).toContainText(`${snapshot.positions.length} vozidel`);
    const farLabel = fleetMap(page).locator('.vehicle-tooltip.is-label').filter({ hasText: farCar.spz });
    await expect(farLabel).toHaveCount(0);
    expect(await isInView(page, PRAGUE)).toBe(false);

    const controls = page.getByRole('group', { name: 'Výřez mapy' });
    await controls.getByRole('button', { name: 'Zobrazit vše' }).click();
    // In view, not "labelled": whether its plate label fits beside the map's controls depends on where
    // the simulation has the other cars at this hour (on a phone, sometimes it does not).
    await expect.poll(() => isInView(page, PRAGUE)).toBe(true);
    expect(Number(await fleetMap(page).getAttribute('data-zoom'))).toBeLessThan(13);

    await controls.getByRole('button', { name: 'Výchozí pohled' }).click();
    await expect(fleetMap(page)).toHaveAttribute('data-zoom', '13');
    await expect(fleetMap(page)).toHaveAttribute('data-center', '50.51500,14.05100');
    await expect(farLabel).toHaveCount(0);
    expect(await isInView(page, PRAGUE)).toBe(false);
  },
);

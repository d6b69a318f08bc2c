// Benchmark of the map screen with 500 vehicles and 2,000 active orders in headless Chromium: frame
// times while panning and zooming, and how long a new fleet snapshot (and an order reload) takes to
// reach the screen. Prints the figures; asserts nothing.
//
//   npm run build && node web/scripts/bench-map.mjs
//
// Environment: BENCH_GATEWAY_MAIN (default gateway/dist/main.js), BENCH_WEB_DIST (default web/dist),
// BENCH_VEHICLES (default 500), BENCH_ORDERS (default 2000), BENCH_FRAMES (default 120),
// BENCH_UPDATES (fleet snapshots pushed, default 5), BENCH_KEEP_SOS=1 (leave the seeded SOS alarm on
// screen), CHROME_PATH (default /usr/bin/chromium).
/* global window, requestAnimationFrame */
import { createMapFixtures, startFrameRecorder, watchScreen } from './bench-map-fixtures.mjs';
import {
  adminContext,
  launchChromium,
  median,
  ms,
  percentile,
  requireBuilds,
  startGateway,
} from './bench-support.mjs';

const vehicleCount = Number(process.env.BENCH_VEHICLES ?? 500);
const orderCount = Number(process.env.BENCH_ORDERS ?? 2000);
const frameCount = Number(process.env.BENCH_FRAMES ?? 120);
const updateCount = Number(process.env.BENCH_UPDATES ?? 5);
const keepSos = process.env.BENCH_KEEP_SOS === '1';
requireBuilds();

/** Waits for the feed line to change after `since` (epoch ms) to contain `text`. */
async function nextChange(page, since, text) {
  await page.waitForFunction(
    ([after, wanted]) => window.__bench.changes.some((c) => c.dom >= after && c.text.includes(wanted)),
    [since, text],
    { timeout: 30_000 },
  );
  return page.evaluate(
    ([after, wanted]) => window.__bench.changes.find((c) => c.dom >= after && c.text.includes(wanted)),
    [since, text],
  );
}

async function longTaskMs(page, sinceEpoch) {
  return page.evaluate((since) => {
    const origin = performance.timeOrigin;
    return window.__bench.longTasks
      .filter((task) => origin + task.start >= since)
      .reduce((sum, task) => sum + task.duration, 0);
  }, sinceEpoch);
}

const { orders, fleetSnapshot } = createMapFixtures(vehicleCount, orderCount);
const { base, stop } = await startGateway({
  MOCK_SIMULATION_INTERVAL_MS: '0',
  // The benchmark pushes its own snapshots; the simulated fleet's are dropped anyway.
  FLEET_POLL_INTERVAL_MS: '3600000',
  MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
});
let browser;
try {
  console.log(
    `Map screen benchmark: ${vehicleCount} vehicles, ${orderCount.toLocaleString('en')} orders, ` +
      `${frameCount} frames per interaction, ${updateCount} fleet snapshots` +
      `${keepSos ? ', SOS alarm on screen' : ''}\n`,
  );
  browser = await launchChromium();
  const context = await adminContext(browser, base);
  // The seeded SOS alerts pulse (a box-shadow animation repaints every frame): measure the map alone
  // unless BENCH_KEEP_SOS=1.
  const alerts = keepSos ? [] : await (await context.request.get(`${base}/api/sos`)).json();
  for (const alert of alerts) {
    await context.request.post(`${base}/api/sos/dismiss`, { data: { id: alert.id } });
  }
  const page = await context.newPage();
  await page.addInitScript(watchScreen);

  let currentOrders = orders;
  await page.route('**/api/fleet/positions', (route) =>
    route.fulfill({ json: fleetSnapshot(0, new Date()) }),
  );
  await page.route('**/api/order/getMapData', (route) => route.fulfill({ json: currentOrders }));
  // The live link stays up; the gateway's own fleet pushes are dropped and ours are sent instead.
  let toPage;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    toPage = ws;
    server.onMessage((message) => {
      if (!(typeof message === 'string' && message.startsWith('42["fleet"'))) {
        ws.send(message);
      }
    });
    ws.onMessage((message) => server.send(message));
  });
  const push = (event, payload) => toPage.send(`42${JSON.stringify([event, payload])}`);

  const navigation = Date.now();
  await page.goto(`${base}/admin/map`);
  const loaded = await nextChange(page, navigation, `${vehicleCount} vozidel`);
  await nextChange(page, navigation, `${orderCount} aktivních`);
  await page.locator('[data-status="connected"]').waitFor({ timeout: 30_000 });
  const ordersShown = await page.evaluate(() => Date.now());
  const labels = await page.locator('.vehicle-tooltip.is-label').count();

  const map = await page.getByTestId('fleet-map').boundingBox();
  const centre = { x: map.x + map.width / 2, y: map.y + map.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  await page.waitForTimeout(500);

  // Panning: one mouse step a frame, a drag there and back.
  await page.evaluate(startFrameRecorder);
  await page.mouse.down();
  for (let index = 0; index < frameCount; index += 1) {
    const offset = index < frameCount / 2 ? index * 4 : (frameCount - index) * 4;
    await page.mouse.move(centre.x - offset, centre.y - offset / 2);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await page.mouse.up();
  const panFrames = await page.evaluate(() => window.__frames.stop());
  await page.waitForTimeout(500);

  // Zooming: two steps in and two out with the zoom buttons (each step animates, then redraws).
  await page.evaluate(startFrameRecorder);
  for (const button of ['Zoom in', 'Zoom in', 'Zoom out', 'Zoom out']) {
    await page.getByRole('button', { name: button }).click();
    await page.waitForTimeout(500);
  }
  const zoomFrames = await page.evaluate(() => window.__frames.stop());
  const view = await page.getByTestId('fleet-map').getAttribute('data-zoom');

  // New fleet snapshots pushed over the socket, as the gateway does after each poll.
  const updates = [];
  for (let step = 1; step <= updateCount; step += 1) {
    await page.waitForTimeout(1_200);
    const at = new Date(Date.now() + step * 10_000);
    const snapshot = fleetSnapshot(step, at);
    const clock = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('cs-CZ', {
          timeZone: 'Europe/Prague',
          hour: 'numeric',
          minute: '2-digit',
          second: '2-digit',
        }).format(new Date(iso)),
      at.toISOString(),
    );
    const sent = Date.now();
    push('fleet', snapshot);
    const change = await nextChange(page, sent, clock);
    await page.waitForTimeout(300);
    updates.push({
      dom: change.dom - sent,
      painted: change.painted - sent,
      longTasks: await longTaskMs(page, sent),
    });
  }

  // An order reload: the central invalidation on driverLocationChange refetches every order.
  currentOrders = orders.slice(1);
  const reloadSent = Date.now();
  push('driverLocationChange', { id: 1 });
  const reload = await nextChange(page, reloadSent, `${orderCount - 1} aktivních`);
  const reloadLongTasks = await longTaskMs(page, reloadSent);
  await context.close();

  const rows = [
    ['frame time while panning (drag)', panFrames],
    ['frame time while zooming (2 steps in, 2 out)', zoomFrames],
  ];
  const width = 46;
  console.log(
    `${'measure'.padEnd(width)}  ${'median'.padStart(9)}  ${'p95'.padStart(9)}  ${'max'.padStart(9)}  samples`,
  );
  for (const [name, values] of rows) {
    console.log(
      `${name.padEnd(width)}  ${ms(median(values)).padStart(9)}  ${ms(percentile(values, 95)).padStart(9)}  ` +
        `${ms(Math.max(...values)).padStart(9)}  ${values.length}`,
    );
  }
  const updateRows = [
    ['fleet snapshot pushed → feed line updated (DOM)', updates.map((u) => u.dom)],
    ['fleet snapshot pushed → next frame painted', updates.map((u) => u.painted)],
    ['  main-thread long tasks during the update', updates.map((u) => u.longTasks)],
  ];
  for (const [name, values] of updateRows) {
    console.log(
      `${name.padEnd(width)}  ${ms(median(values)).padStart(9)}  ${ms(percentile(values, 95)).padStart(9)}  ` +
        `${ms(Math.max(...values)).padStart(9)}  ${values.length}`,
    );
  }
  console.log(
    `${`driverLocationChange → ${orderCount - 1} orders shown`.padEnd(width)}  ${ms(reload.painted - reloadSent).padStart(9)}` +
      `  (long tasks ${ms(reloadLongTasks)})`,
  );
  console.log(
    `\nnavigation → ${vehicleCount} vehicles in the feed line: ${loaded.painted - navigation} ms; ` +
      `→ orders too: ${ordersShown - navigation} ms`,
  );
  console.log(
    `plate labels in the first view: ${labels} (labels only with ≤ 60 cars in view); zoom after zooming back: ${view}`,
  );
} catch (error) {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  stop();
}

// Soak of the admin's three main screens (dashboard, map, orders) through a long shift at many times
// the real event rate: the built gateway in mock mode with the fleet polled and the rides simulated
// far faster than in service, and an SOS raised and dismissed now and then; each screen open in its
// own headless Chromium tab meanwhile. Every sample forces a garbage collection, then reads the
// tab's JS heap, event listeners and DOM nodes over the DevTools protocol. Prints the figures per
// screen at the start, at each sample and at the end; asserts nothing.
//
//   npm run build && node scripts/bench/bench-soak.mjs      (or BENCH_ONLY=soak npm run bench)
//
// Environment: BENCH_SOAK_SECONDS (default 480), BENCH_SOAK_SAMPLE_SECONDS (default 60),
// BENCH_SOAK_FLEET_MS (fleet poll, default 200: 50× the 10 s in service), BENCH_SOAK_RIDES_MS (ride
// step, default 300: 50× the 15 s of the mock's default), BENCH_SOAK_VEHICLES (default 30),
// BENCH_SOAK_SOS_SECONDS (an SOS raised, then dismissed, every so often; default 30; 0 = none),
// The ride steps book new rides: the orders column says how much the data itself grew (0 as
// BENCH_SOAK_RIDES_MS keeps the orders as they are).
// BENCH_SOAK_SCREENS (comma-separated paths, default the three),
// BENCH_GATEWAY_MAIN, BENCH_WEB_DIST, CHROME_PATH.
import {
  adminContext,
  launchChromium,
  requireBuilds,
  startGateway,
} from '../../web/scripts/bench-support.mjs';

const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 480);
const sampleSeconds = Number(process.env.BENCH_SOAK_SAMPLE_SECONDS ?? 60);
const fleetMs = Number(process.env.BENCH_SOAK_FLEET_MS ?? 200);
const ridesMs = Number(process.env.BENCH_SOAK_RIDES_MS ?? 300);
const vehicles = Number(process.env.BENCH_SOAK_VEHICLES ?? 30);
const sosSeconds = Number(process.env.BENCH_SOAK_SOS_SECONDS ?? 30);
const SCREENS = (process.env.BENCH_SOAK_SCREENS ?? '/admin/dashboard,/admin/map,/admin/orders').split(',');
requireBuilds();

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

/** Heap after a full collection, event listeners and DOM nodes of one tab. */
async function measure(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => metrics.find((metric) => metric.name === name)?.value ?? Number.NaN;
  return { heap: value('JSHeapUsedSize'), listeners: value('JSEventListeners'), nodes: value('Nodes') };
}

async function openScreen(browser, base, path) {
  const context = await adminContext(browser, base);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  let frames = 0;
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketFrameReceived', () => (frames += 1));
  // Never idle: every ride step makes the screen reload its lists.
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.getByRole('main').waitFor();
  await page.waitForTimeout(5_000);
  return { path, page, cdp, frames: () => frames, samples: [] };
}

/** Raises an SOS from the mock's customer, then dismisses it a few seconds later, as a dispatcher would. */
async function sosRound(context, base) {
  const raised = await context.request.post(`${base}/api/mock/sos`, { data: {} });
  if (!raised.ok()) {
    return;
  }
  const alert = await raised.json();
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  await context.request.post(`${base}/api/sos/dismiss`, { data: { id: alert.id } });
}

async function orderCount(context, base) {
  const response = await context.request.get(`${base}/api/order`);
  return response.ok() ? (await response.json()).length : Number.NaN;
}

const { base, stop } = await startGateway({
  FLEET_POLL_INTERVAL_MS: String(fleetMs),
  MOCK_SIMULATION_INTERVAL_MS: String(ridesMs),
  FLEET_SIMULATED_VEHICLES: String(vehicles),
  // Nothing leaves the machine: the map draws the gateway's built-in schema instead of tiles.
  MAP_TILE_URL: 'off',
});
const browser = await launchChromium();
try {
  const control = await adminContext(browser, base);
  const screens = [];
  for (const path of SCREENS) {
    screens.push(await openScreen(browser, base, path));
  }
  const ordersAtStart = await orderCount(control, base);
  console.log(
    `Soak: ${seconds} s, fleet every ${fleetMs} ms (${vehicles} cars), a ride step every ${ridesMs} ms` +
      `${sosSeconds ? `, an SOS every ${sosSeconds} s` : ''}; ${ordersAtStart} orders at the start.`,
  );
  const sample = async (at) => {
    const orders = await orderCount(control, base);
    for (const screen of screens) {
      screen.samples.push({ at, orders, frames: screen.frames(), ...(await measure(screen.cdp)) });
    }
  };
  await sample(0);
  const started = Date.now();
  let nextSos = sosSeconds;
  let nextSample = sampleSeconds;
  const pending = [];
  while (Date.now() - started < seconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const elapsed = (Date.now() - started) / 1000;
    if (sosSeconds && elapsed >= nextSos) {
      nextSos += sosSeconds;
      pending.push(sosRound(control, base));
    }
    if (elapsed >= nextSample || elapsed >= seconds) {
      nextSample += sampleSeconds;
      await sample(Math.round(elapsed));
    }
  }
  await Promise.all(pending);
  await sample(Math.round((Date.now() - started) / 1000));
  const ordersAtEnd = await orderCount(control, base);

  for (const screen of screens) {
    console.log(`\n${screen.path}`);
    console.log('     s   heap after GC   listeners   DOM nodes   socket frames   orders');
    for (const s of screen.samples) {
      console.log(
        `  ${String(s.at).padStart(4)}   ${mb(s.heap).padStart(9)} MB   ${String(s.listeners).padStart(9)}   ${String(s.nodes).padStart(9)}   ${String(s.frames).padStart(13)}   ${String(s.orders).padStart(6)}`,
      );
    }
    const [first, last] = [screen.samples[0], screen.samples.at(-1)];
    console.log(
      `  start → end: heap ${mb(first.heap)} → ${mb(last.heap)} MB, listeners ${first.listeners} → ${last.listeners}, DOM nodes ${first.nodes} → ${last.nodes}`,
    );
  }
  console.log(
    `\nOrders: ${ordersAtStart} at the start, ${ordersAtEnd} at the end (the simulation books new rides).`,
  );
} finally {
  await browser.close();
  stop();
}

// Benchmark of the orders screen with 10,000 orders in headless Chromium: time to the first table
// row and time to apply a month (and a day) filter. Prints the figures; asserts nothing.
//
//   npm run build && node web/scripts/bench-orders.mjs
//
// Environment: BENCH_GATEWAY_MAIN (default gateway/dist/main.js), BENCH_WEB_DIST (default web/dist),
// BENCH_ORDERS (default 10000), BENCH_RUNS (page loads, default 3), CHROME_PATH (default /usr/bin/chromium).
/* global window, document, MutationObserver, HTMLSelectElement, HTMLInputElement, requestAnimationFrame */
import { adminContext, launchChromium, median, ms, requireBuilds, startGateway } from './bench-support.mjs';

const orderCount = Number(process.env.BENCH_ORDERS ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
requireBuilds();

/** Records, from before any script runs, when the first order row appears in the table. */
function watchFirstRow() {
  window.__bench = { firstRow: null };
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-testid="orders-scroll"] tr[data-order-id]')) {
      window.__bench.firstRow = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Sets a filter control the way a user's change does and measures until the summary shows the new
 * count (DOM updated) and until the next frame after that (painted).
 */
function applyFilter({ label, value }) {
  const control = [...document.querySelectorAll('label')]
    .filter((element) => element.textContent.trim() === label)
    .map((element) => document.getElementById(element.htmlFor))[0];
  const summary = document.querySelector('[data-testid="orders-summary"]');
  const before = summary.textContent;
  const prototype =
    control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value').set;
  return new Promise((resolve) => {
    const start = performance.now();
    let updated = null;
    const done = () => {
      observer.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() =>
          resolve({
            dom: (updated ?? performance.now()) - start,
            frame: performance.now() - start,
            rows: document.querySelectorAll('[data-testid="orders-scroll"] tr[data-order-id]').length,
            summary: summary.textContent,
          }),
        ),
      );
    };
    const observer = new MutationObserver(() => {
      if (summary.textContent !== before && updated === null) {
        updated = performance.now();
        done();
      }
    });
    observer.observe(summary, { childList: true, subtree: true, characterData: true });
    setTimeout(() => updated === null && done(), 5_000);
    setValue.call(control, value);
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

const seedStart = Date.now();
const { base, stop } = await startGateway({ MOCK_ORDER_COUNT: String(orderCount) });
let browser;
try {
  console.log(`Orders screen benchmark: ${orderCount.toLocaleString('en')} orders, ${runs} page loads`);
  console.log(`gateway ready in ${Date.now() - seedStart} ms (mock seeded)\n`);

  browser = await launchChromium();
  const loads = [];
  const monthFilters = [];
  const dayFilters = [];
  const clears = [];
  let listBytes = 0;
  let domRows = 0;

  for (let run = 0; run < runs; run += 1) {
    const context = await adminContext(browser, base);
    const page = await context.newPage();
    await page.addInitScript(watchFirstRow);
    await page.goto(`${base}/admin/orders`);
    await page.waitForFunction(() => window.__bench.firstRow !== null, null, { timeout: 60_000 });
    const load = await page.evaluate(() => {
      const list = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/api/order'));
      return {
        firstRow: window.__bench.firstRow,
        listStart: list?.startTime ?? 0,
        listEnd: list?.responseEnd ?? 0,
        listBytes: list?.decodedBodySize ?? 0,
        domRows: document.querySelectorAll('[data-testid="orders-scroll"] tr[data-order-id]').length,
      };
    });
    loads.push(load);
    listBytes = load.listBytes;
    domRows = load.domRows;

    const months = await page.evaluate(() =>
      [...document.querySelectorAll('select option')]
        .map((option) => option.value)
        .filter((v) => /^\d{4}-\d{2}$/.test(v)),
    );
    // Alternate between months so every change shows a different set of rows.
    for (const month of [months[1], months[4], months[8], months[0], months[11] ?? months[2]]) {
      monthFilters.push(await page.evaluate(applyFilter, { label: 'Měsíc', value: month }));
    }
    clears.push(await page.evaluate(applyFilter, { label: 'Měsíc', value: '' }));
    const day = `${months[2]}-15`;
    dayFilters.push(await page.evaluate(applyFilter, { label: 'Den', value: day }));
    await context.close();
  }

  const firstRow = loads.map((load) => load.firstRow);
  const afterData = loads.map((load) => load.firstRow - load.listEnd);
  const fetchTime = loads.map((load) => load.listEnd - load.listStart);
  const rows = [
    ['navigation → first table row', firstRow],
    ['  navigation → GET /api/order sent (app loaded, session checked)', loads.map((load) => load.listStart)],
    ['  GET /api/order', fetchTime],
    ['  data received → first row (parse, prepare rows, render)', afterData],
    ['month filter → table updated (DOM)', monthFilters.map((result) => result.dom)],
    ['month filter → next frame painted', monthFilters.map((result) => result.frame)],
    ['day filter → next frame painted', dayFilters.map((result) => result.frame)],
    ['clear filter (all orders) → next frame painted', clears.map((result) => result.frame)],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`${'measure'.padEnd(width)}  ${'median'.padStart(10)}  ${'max'.padStart(10)}  samples`);
  for (const [name, values] of rows) {
    console.log(
      `${name.padEnd(width)}  ${ms(median(values)).padStart(10)}  ${ms(Math.max(...values)).padStart(10)}  ${values.length}`,
    );
  }
  console.log(
    `\n/api/order body: ${(listBytes / 1024 / 1024).toFixed(1)} MB; table rows in the DOM: ${domRows}`,
  );
  console.log(`last month filter summary: ${monthFilters.at(-1)?.summary.replace(/\s+/g, ' ')}`);
} catch (error) {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  stop();
}

// Benchmark of the Přehledy screen with 50,000 orders (a busy year) in headless Chromium: from the
// parsed list to the figures and charts drawn, and a change of period (aggregate again, draw again).
// Prints the figures; asserts nothing. Issue 44 asks ≤ 300 ms for 50,000 parsed orders.
//
//   npm run build && node web/scripts/bench-reports.mjs      (or BENCH_ONLY=reports npm run bench)
//
// Environment: BENCH_GATEWAY_MAIN, BENCH_WEB_DIST, BENCH_ORDERS (default 50000), BENCH_RUNS (page
// loads, default 3), CHROME_PATH.
/* global window, document, MutationObserver, requestAnimationFrame */
import { adminContext, launchChromium, median, ms, requireBuilds, startGateway } from './bench-support.mjs';

const orderCount = Number(process.env.BENCH_ORDERS ?? 50_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
requireBuilds();

/** Records, from before any script runs, when both charts of the report are in the page. */
function watchCharts() {
  window.__bench = { charts: null };
  const observer = new MutationObserver(() => {
    if (
      document.querySelector('svg[data-chart="daily"] rect') &&
      document.querySelector('svg[data-chart="heat-map"]')
    ) {
      window.__bench.charts = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Clicks a period button (or, with `from`, types the first day of a custom period) and measures until
 * the order count shows the new period, and until the next frame.
 */
function choosePeriod({ label, from }) {
  const button = [...document.querySelectorAll('button')].find(
    (element) => element.textContent.trim() === label,
  );
  const tile = document.querySelector('[aria-label="Souhrn období"] dd');
  const before = tile.textContent;
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
            orders: tile.textContent,
          }),
        ),
      );
    };
    const observer = new MutationObserver(() => {
      if (tile.textContent !== before && updated === null) {
        updated = performance.now();
        done();
      }
    });
    observer.observe(tile, { childList: true, subtree: true, characterData: true });
    setTimeout(() => updated === null && done(), 10_000);
    if (from) {
      const input = [...document.querySelectorAll('label')]
        .find((element) => element.textContent.trim().startsWith('Od'))
        .querySelector('input');
      Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value').set.call(input, from);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    } else {
      button.click();
    }
  });
}

const pad = (value) => String(value).padStart(2, '0');
const dayKey = (date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const seedStart = Date.now();
const { base, stop } = await startGateway({ MOCK_ORDER_COUNT: String(orderCount) });
let browser;
try {
  console.log(`Přehledy benchmark: ${orderCount.toLocaleString('en')} orders, ${runs} page loads`);
  console.log(`gateway ready in ${Date.now() - seedStart} ms (mock seeded)\n`);
  browser = await launchChromium();
  const today = new Date();
  const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
  const yearPath = `/admin/prehledy?obdobi=vlastni&od=${dayKey(yearAgo)}&do=${dayKey(today)}`;
  const loads = [];
  const toMonth = [];
  const toWeek = [];
  const toYear = [];
  let shownYear = '';
  for (let run = 0; run < runs; run += 1) {
    const context = await adminContext(browser, base);
    const page = await context.newPage();
    await page.addInitScript(watchCharts);
    await page.goto(`${base}${yearPath}`);
    await page.waitForFunction(() => window.__bench.charts !== null, null, { timeout: 120_000 });
    loads.push(
      await page.evaluate(() => {
        const list = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.endsWith('/api/order'));
        return {
          charts: window.__bench.charts,
          listStart: list?.startTime ?? 0,
          listEnd: list?.responseEnd ?? 0,
          bytes: list?.decodedBodySize ?? 0,
        };
      }),
    );
    shownYear = await page.evaluate(
      () => document.querySelector('[aria-label="Souhrn období"] dd')?.textContent ?? '',
    );
    toMonth.push(await page.evaluate(choosePeriod, { label: 'Tento měsíc' }));
    toWeek.push(await page.evaluate(choosePeriod, { label: 'Tento týden' }));
    await page.getByRole('button', { name: 'Vlastní období' }).click();
    await page.getByLabel('Od', { exact: true }).waitFor();
    toYear.push(await page.evaluate(choosePeriod, { from: dayKey(yearAgo) }));
    await context.close();
  }
  const rows = [
    ['GET /api/order', loads.map((load) => load.listEnd - load.listStart)],
    [
      'list received → a year drawn (JSON parse of 30 MB + aggregate + first render)',
      loads.map((load) => load.charts - load.listEnd),
    ],
    [
      'period → this month: figures in the DOM (50k parsed orders aggregated, drawn)',
      toMonth.map((r) => r.dom),
    ],
    ['period → this month: next frame painted', toMonth.map((r) => r.frame)],
    ['period → this week: next frame painted', toWeek.map((r) => r.frame)],
    ['period → a whole year (366 days): next frame painted', toYear.map((r) => r.frame)],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`${'measure'.padEnd(width)}  ${'median'.padStart(10)}  ${'max'.padStart(10)}  samples`);
  for (const [name, values] of rows) {
    console.log(
      `${name.padEnd(width)}  ${ms(median(values)).padStart(10)}  ${ms(Math.max(...values)).padStart(10)}  ${values.length}`,
    );
  }
  console.log(
    `\n/api/order body: ${(loads[0].bytes / 1024 / 1024).toFixed(1)} MB; orders in the year shown: ${shownYear.replace(/\s+/g, ' ')}; this month: ${toMonth.at(-1)?.orders.replace(/\s+/g, ' ')}`,
  );
} catch (error) {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  stop();
}

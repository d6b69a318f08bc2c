// Cross-check of the route budgets' static reading (web/scripts/route-budgets/): each page of the
// budget table opened in headless Chromium (1440 × 900, the mock admin signed in for /admin), every
// script it downloads until the network is idle, against the scripts the chunk graph says it opens
// with. Prints both totals (gzip) and any file one side has and the other not; asserts nothing.
// The Google row runs against a second gateway configured for Google with a made-up key; the
// browser reaches nothing off the machine (Google's own script is refused, so its map fails and the
// page falls back to Leaflet's schema, which it then loads too).
//
//   npm run build && node scripts/bench/bench-route-js.mjs
//
// Environment: BENCH_GATEWAY_MAIN, BENCH_WEB_DIST (default web/dist), CHROME_PATH.
import path from 'node:path';
import { readBuild, routeScripts } from '../../web/scripts/route-budgets/chunk-graph.mjs';
import { ROUTES } from '../../web/scripts/route-budgets/routes.mjs';
import {
  adminContext,
  launchChromium,
  requireBuilds,
  startGateway,
} from '../../web/scripts/bench-support.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const webDist = path.resolve(root, process.env.BENCH_WEB_DIST ?? 'web/dist');
requireBuilds();

const build = readBuild(webDist);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (files) => [...files].reduce((total, file) => total + build.gzipBytes(file), 0);

/** The build's script files a page downloads until the network is idle. */
async function downloaded(context, base, pathname) {
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === base && response.request().resourceType() === 'script') {
      files.add(url.pathname.slice(1));
    }
  });
  await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
  // A screen's lazy parts may start after its first calls answer: give them a second, then idle again.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  await page.close();
  return files;
}

const { base, stop } = await startGateway({ MOCK_SIMULATION_INTERVAL_MS: '0' });
const google = await startGateway({
  MOCK_SIMULATION_INTERVAL_MS: '0',
  GEO_PROVIDER: 'google',
  GOOGLE_MAPS_SERVER_KEY: 'bench-server-key',
  GOOGLE_MAPS_BROWSER_KEY: 'bench-browser-key',
  GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9',
  GOOGLE_ROUTES_BASE_URL: 'http://127.0.0.1:9',
});
const browser = await launchChromium();
try {
  const admin = await adminContext(browser, base);
  const googleAdmin = await adminContext(browser, google.base);
  await googleAdmin.route(/^https?:\/\/(?!127\.0\.0\.1)/, (request) => request.abort());
  const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'cs-CZ' });
  console.log('page                                  static   Chromium   difference');
  for (const route of ROUTES) {
    const name = route.variant ? `${route.path} (${route.variant})` : route.path;
    const predicted = new Set(routeScripts(build, route).scripts.map((script) => script.file));
    const { laterFiles } = routeScripts(build, route);
    const [context, origin] = route.variant
      ? [googleAdmin, google.base]
      : [route.path.startsWith('/admin') ? admin : visitor, base];
    const loaded = await downloaded(context, origin, route.path);
    const missing = [...predicted].filter((file) => !loaded.has(file));
    const extra = [...loaded].filter((file) => !predicted.has(file));
    const later = extra.filter((file) => laterFiles.has(file));
    const unknown = extra.filter((file) => !laterFiles.has(file));
    const notes = [
      ...(missing.length ? [`not loaded: ${missing.join(', ')}`] : []),
      ...(later.length ? [`loaded early, named later: ${later.join(', ')}`] : []),
      ...(unknown.length ? [`NOT PREDICTED: ${unknown.join(', ')}`] : []),
    ];
    console.log(
      `${name.padEnd(34)} ${kb(sum(predicted)).padStart(9)} ${kb(sum(loaded)).padStart(10)}   ${notes.join('; ') || 'same files'}`,
    );
  }
} finally {
  await browser.close();
  stop();
  google.stop();
}

// Public site benchmark: Lighthouse (mobile, simulated throttling) on the landing page in each language
// (`/`, `/de/`, `/en/`), five runs each and their medians, and the gzip size of the JavaScript that `/`
// downloads. Starts the built gateway on its own port, so run `npm run build` first.
//
//   node scripts/bench-public.mjs            prints the scores and sizes
//   node scripts/bench-public.mjs --strict   also exits 1 when a goal is missed
//
// Environment: BENCH_PORT (default 4182), BENCH_GATEWAY_MAIN (default gateway/dist/main.js),
// BENCH_WEB_DIST (a web build other than web/dist), BENCH_LIGHTHOUSE_RUNS (default 5),
// BENCH_PAGES (default `/,/de/,/en/`), CHROME_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4182);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const strict = process.argv.includes('--strict');
const CHROME_FLAGS = [
  '--headless',
  ...JSON.parse(readFileSync(path.join(root, 'scripts/chromium-flags.json'), 'utf8')),
];
const GOALS = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
const LCP_GOAL_MS = 1000;
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
// The landing page in each language: the German and English pages must score and paint as the Czech one.
const pages = (process.env.BENCH_PAGES ?? '/,/de/,/en/').split(',');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function waitForReady(deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/readyz`);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the gateway did not become ready on ${base}`);
}

/** Bytes on the wire of a gzip-encoded GET (Node's fetch would decompress and hide them). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'none' }),
        );
      })
      .on('error', reject);
  });
}

/** Every script a page loads until the network is idle; the admin page after the mock admin's login. */
async function pageJavaScript(pathname, { admin = false } = {}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });
  const page = await browser.newPage();
  if (admin) {
    const response = await page.request.post(`${base}/api/admins/login`, {
      data: { username: 'admin', password: 'admin' },
    });
    if (!response.ok()) {
      throw new Error(`admin login for ${pathname} answered ${response.status()}`);
    }
  }
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(base)) {
      scripts.add(response.url());
    }
  });
  await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
  await browser.close();
  const files = [];
  for (const url of scripts) {
    files.push({ file: new URL(url).pathname, ...(await gzipBytes(url)) });
  }
  return files;
}

function printJavaScript(pathname, files, goalKb) {
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`JavaScript loaded by ${pathname} (gzip, bytes on the wire):`);
  for (const file of files) {
    console.log(
      `  ${file.file.padEnd(44)} ${(file.bytes / 1024).toFixed(1).padStart(7)} kB  (${file.encoding})`,
    );
  }
  const verdict = total / 1024 <= goalKb ? 'ok' : 'MISSED';
  console.log(
    `  ${'total'.padEnd(44)} ${(total / 1024).toFixed(1).padStart(7)} kB  goal ≤ ${goalKb} kB  ${verdict}\n`,
  );
  return verdict === 'ok';
}

async function runLighthouse(pathname) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'bench-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    const result = await lighthouse(`${base}${pathname}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(GOALS),
    });
    return result.lhr;
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * A returning visitor's largest paint (the poster seen, so the hero is the largest picture) in real
 * Chromium on Lighthouse's mobile connection and CPU: Lighthouse itself always starts afresh.
 */
async function returningVisitorLcp(pathname, samples = 7) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });
  const times = [];
  try {
    for (let sample = 0; sample < samples; sample += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      await context.addInitScript(() => localStorage.setItem('popupSeen', 'true'));
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
      await page.waitForTimeout(1000);
      times.push(
        await page.evaluate(
          () =>
            new Promise((resolve) =>
              new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
                type: 'largest-contentful-paint',
                buffered: true,
              }),
            ),
        ),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

const gateway = spawn(
  process.execPath,
  [process.env.BENCH_GATEWAY_MAIN ?? path.join(root, 'gateway/dist/main.js')],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(process.env.BENCH_WEB_DIST ? { WEB_DIST_DIR: path.resolve(process.env.BENCH_WEB_DIST) } : {}),
    },
  },
);

let missed = [];
try {
  await waitForReady(Date.now() + 30_000);

  if (!printJavaScript('/', await pageJavaScript('/'), 10)) {
    missed.push('JS for / ≤ 10 kB');
  }
  if (!printJavaScript('/admin/dashboard', await pageJavaScript('/admin/dashboard', { admin: true }), 150)) {
    missed.push('JS for /admin/dashboard ≤ 150 kB');
  }

  const lcpByPage = {};
  // The pages take turns run by run, so a busy moment of the machine weighs on each alike.
  const reportsByPage = Object.fromEntries(pages.map((pathname) => [pathname, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const pathname of pages) {
      reportsByPage[pathname].push(await runLighthouse(pathname));
    }
  }
  for (const pathname of pages) {
    const reports = reportsByPage[pathname];
    console.log(`\nLighthouse (mobile, simulated throttling) on ${base}${pathname}, ${runs} runs:`);
    for (const [index, lhr] of reports.entries()) {
      const run = index + 1;
      const scores = Object.keys(GOALS).map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
      const audit = (id) => lhr.audits[id].numericValue;
      console.log(
        `  run ${run}: LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s, FCP ${(audit('first-contentful-paint') / 1000).toFixed(2)} s, TBT ${audit('total-blocking-time').toFixed(0)} ms, CLS ${audit('cumulative-layout-shift').toFixed(3)}, scores ${scores.join(' / ')}`,
      );
      // What moved, when something did: the elements Lighthouse names for the shift.
      for (const shift of lhr.audits['layout-shifts']?.details?.items ?? []) {
        console.log(
          `    shift ${Number(shift.score).toFixed(3)}: ${shift.node?.selector ?? '?'} ${shift.node?.snippet ?? ''}`,
        );
      }
    }
    console.log(`\nLighthouse ${reports[0].lighthouseVersion} on ${pathname}, medians of ${runs} runs:`);
    for (const [id, goal] of Object.entries(GOALS)) {
      const score = median(reports.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
      const ok = score >= goal;
      if (!ok) {
        missed.push(`${id} on ${pathname}`);
      }
      console.log(
        `  ${reports[0].categories[id]?.title.padEnd(16)} ${String(score).padStart(3)}   goal ≥ ${goal}  ${ok ? 'ok' : 'MISSED'}`,
      );
    }
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      const value = median(reports.map((lhr) => lhr.audits[id].numericValue));
      const shown =
        id === 'cumulative-layout-shift'
          ? value.toFixed(3)
          : id === 'total-blocking-time'
            ? `${value.toFixed(0)} ms`
            : `${(value / 1000).toFixed(2)} s`;
      console.log(`  ${reports[0].audits[id].title.padEnd(28)} ${shown}`);
    }
    const lcpMs = median(reports.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue));
    lcpByPage[pathname] = lcpMs;
    const lcpOk = lcpMs <= LCP_GOAL_MS;
    if (!lcpOk) {
      missed.push(`LCP ≤ ${LCP_GOAL_MS / 1000} s on ${pathname}`);
    }
    console.log(
      `  LCP goal ≤ ${LCP_GOAL_MS / 1000} s (median): ${(lcpMs / 1000).toFixed(2)} s  ${lcpOk ? 'ok' : 'MISSED'}`,
    );
    const returning = await returningVisitorLcp(pathname);
    console.log(
      `\nReturning visitor's LCP on ${pathname} (Chromium, 150 ms, 1.6 Mbit/s, CPU 4×, ${returning.length} runs): median ${(median(returning) / 1000).toFixed(2)} s (${returning.map((ms) => (ms / 1000).toFixed(2)).join(', ')})`,
    );
    const failing = new Set(
      reports.flatMap((lhr) =>
        Object.values(lhr.audits)
          .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
          .map((audit) => audit.id),
      ),
    );
    if (failing.size) {
      console.log(`  failed audits: ${[...failing].join(', ')}`);
    }
  }
  // A translation must not paint later than the Czech page (within Lighthouse's own spread, 50 ms).
  const czechLcp = lcpByPage['/'];
  for (const [pathname, lcpMs] of Object.entries(lcpByPage)) {
    if (czechLcp !== undefined && pathname !== '/' && lcpMs > czechLcp + 50) {
      missed.push(`LCP on ${pathname} within the Czech page's`);
    }
  }
} finally {
  gateway.kill();
}

if (strict && missed.length) {
  console.error(`\ngoals missed: ${missed.join(', ')}`);
  process.exit(1);
}

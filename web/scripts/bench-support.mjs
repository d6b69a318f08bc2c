// Shared by the browser benchmarks: the built gateway serving the built SPA on a free loopback port,
// Debian's Chromium, and the statistics they print.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { freePort } from '../../scripts/bench/gateway-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const gatewayMain = path.resolve(root, process.env.BENCH_GATEWAY_MAIN ?? 'gateway/dist/main.js');
const webDist = path.resolve(root, process.env.BENCH_WEB_DIST ?? 'web/dist');

const CHROMIUM_FLAGS = JSON.parse(readFileSync(path.join(root, 'scripts/chromium-flags.json'), 'utf8'));

/** Stops the benchmark with a hint when a build it serves is missing. */
export function requireBuilds() {
  for (const [file, hint] of [
    [gatewayMain, 'build the gateway (npm run build)'],
    [path.join(webDist, 'index.html'), 'build the web app (npm run build)'],
  ]) {
    if (!existsSync(file)) {
      console.error(`Missing ${file}: ${hint}.`);
      process.exit(1);
    }
  }
}

async function waitUntilReady(url, gateway) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (gateway.exitCode !== null) {
      throw new Error(`the gateway stopped (exit code ${gateway.exitCode})`);
    }
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the gateway did not become ready within 60 s');
}

/**
 * Starts the built gateway in mock mode serving the built SPA, with `env` on top, and waits until it
 * is ready. `stop()` ends it; it is also ended when this process exits.
 */
export async function startGateway(env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const gateway = spawn(process.execPath, [gatewayMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES: '1000',
      WEB_DIST_DIR: webDist,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => gateway.kill();
  process.once('exit', stop);
  try {
    await waitUntilReady(`${base}/readyz`, gateway);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

/** A desktop-sized Czech browser context with the mock admin's session cookies. */
export async function adminContext(browser, base) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
  });
  const login = await context.request.post(`${base}/api/admins/login`, {
    data: { username: 'admin', password: 'admin' },
  });
  if (!login.ok()) {
    throw new Error(`login failed: ${login.status()}`);
  }
  return context;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export const ms = (value) => `${value.toFixed(1)} ms`;

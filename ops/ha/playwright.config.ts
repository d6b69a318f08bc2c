import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { testChromiumPath } from '../../scripts/test-chromium.mjs';

const chromiumFlags = JSON.parse(
  readFileSync(new URL('../../scripts/chromium-flags.json', import.meta.url), 'utf8'),
) as string[];

/**
 * Claims about several processes, proven with the processes: each file starts its own redis-server,
 * the mock company server, two gateway replicas (the built gateway/dist/main.js) and nginx with
 * ops/nginx/ha.conf, all on 127.0.0.1. One worker: the files kill processes and measure failovers,
 * which must not compete with each other for the two cores. Limits are generous; nothing waits on a
 * sub-second timer.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.ha.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 180_000,
  // As the e2e suite (web/playwright.config.ts): a test that passes only on its retry is named by `npm test`.
  retries: 1,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumFlags,
    },
  },
});

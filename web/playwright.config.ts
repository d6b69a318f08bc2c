import { readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { ONE_SIZE_TAG } from './e2e/one-size';
import { REAL_SERVER_SOCKET_TOKEN } from './e2e/real-server/socket-credential';
import { SWITCHES_GATEWAY_PORT } from './e2e/switches-gateway';
import { testChromiumPath } from '../scripts/test-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
// A second gateway, in http mode, against a server that speaks other dialects than the mock.
const realServerPort = port + 2;
const dialectUpstreamPort = port + 3;
// A third gateway against the same server, with ops having turned on its orderAssign extension; its
// fleet comes from the same server speaking Traccar (the security suite's attacker names the cars).
const extensionServerPort = port + 4;
// A server starts in seconds, in tens on a machine other work keeps busy: generous, never the subject.
const SERVER_START_TIMEOUT_MS = 120_000;
const REAL_SERVER_BASE_URL = `http://127.0.0.1:${realServerPort}`;
// Parallel work can serve its own builds: E2E_GATEWAY_MAIN (bundle) and E2E_WEB_DIST (SPA build).
const gatewayMain = process.env.E2E_GATEWAY_MAIN ?? '../gateway/dist/main.js';
const webDist = process.env.E2E_WEB_DIST;
// Configured secrets (unused in mock mode): the security suite proves none reaches a browser.
const secretCanaries = JSON.parse(
  readFileSync(new URL('../scripts/secret-canaries.json', import.meta.url), 'utf8'),
) as Record<string, string>;
// Headless Chromium on a bare CI machine (no sandbox, GPU or network chatter); shared with the benchmarks.
const chromiumFlags = JSON.parse(
  readFileSync(new URL('../scripts/chromium-flags.json', import.meta.url), 'utf8'),
) as string[];

/** The mock-mode gateway every browser suite runs against (and its twin for the switches). */
/** Test browsers' API clients keep connections in a pool: a gateway that closed one after Node's 5 s of
 * quiet, as a test sent on it, would reset that request. */
const KEEP_IDLE_CONNECTIONS_MS = '120000';

const mockGatewayEnv: Record<string, string> = {
  ...secretCanaries,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Throttling is proven by the gateway's own tests; here one client sends every login and message.
  LOGIN_MAX_FAILURES: '1000',
  // Every test browser comes from 127.0.0.1: logged-out sessions must not add up to a 429.
  SESSION_CHECK_MAX_FAILURES: '1000',
  CONTACT_MAX_MESSAGES: '1000',
  // Screens are checked against known data; tests that need live rides tick the simulator.
  MOCK_SIMULATION_INTERVAL_MS: '0',
  // Web orders at any hour the suite runs, sent as soon as the test has the form's token, and as
  // many from this one address as the suites send (the limits have the gateway's own tests).
  MOCK_WEB_ORDERS_ANY_HOUR: 'true',
  WEB_ORDER_MIN_FILL_SECONDS: '0',
  WEB_ORDER_MAX_PER_CLIENT: '1000',
  WEB_SEARCH_PER_CLIENT_MINUTE: '1000',
  // Tests never leave the machine: tile requests go to a closed loopback port (markers still show).
  MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: KEEP_IDLE_CONNECTIONS_MS,
  ...(webDist ? { WEB_DIST_DIR: webDist } : {}),
};

/** Browser tests against the built product in mock mode, in Debian's Chromium (never a downloaded one). */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // A test waits on pages and the gateway more than it computes (about 1 core busy with 2 workers):
  // a third worker fills the second core.
  workers: 3,
  // Generous: a test waits for what a screen shows, which takes seconds on a machine other work keeps busy.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One more try for a test that failed: a rare race between the suites sharing one gateway must not
  // refuse a whole run. A test that passes only on its retry is counted "flaky" and named at the end
  // of `npm test` (scripts/test.mjs), so it is seen and mended, not hidden.
  retries: 1,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    // Motion is not what these tests check (the landing page's own tests turn it back on): under
    // reduced motion a spinner or the SOS pulse does not repaint the page 60 times a second for a
    // whole test, which halves the compositor's work across the suite.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      // What no screen size changes runs once, at the desktop size (e2e/one-size.ts): tests tagged
      // so, the other servers' dialects and the security suite.
      grepInvert: new RegExp(ONE_SIZE_TAG),
      testIgnore: ['real-server/**', 'security/**'],
    },
  ],
  webServer: [
    {
      command: `node ${gatewayMain}`,
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: SERVER_START_TIMEOUT_MS,
      env: { ...mockGatewayEnv, PORT: String(port) },
    },
    {
      // The same mock gateway again, for a switch that changes what every visitor sees (web orders
      // paused): flipped on the main gateway it would refuse the orders other suites send meanwhile.
      command: `node ${gatewayMain}`,
      url: `http://127.0.0.1:${SWITCHES_GATEWAY_PORT}/readyz`,
      reuseExistingServer: false,
      timeout: SERVER_START_TIMEOUT_MS,
      env: { ...mockGatewayEnv, PORT: String(SWITCHES_GATEWAY_PORT) },
    },
    {
      // The gateway's one fake upstream (TypeScript), bundled for node first.
      command:
        'npx esbuild ../gateway/test/support/dialect-upstream.main.ts --bundle --platform=node --format=cjs ' +
        '--log-level=warning --outfile=node_modules/.cache/e2e/dialect-upstream.cjs ' +
        '&& node node_modules/.cache/e2e/dialect-upstream.cjs',
      url: `http://127.0.0.1:${dialectUpstreamPort}/__control/health`,
      reuseExistingServer: false,
      timeout: SERVER_START_TIMEOUT_MS,
      env: { PORT: String(dialectUpstreamPort) },
    },
    {
      command: `node ${gatewayMain}`,
      url: `${REAL_SERVER_BASE_URL}/readyz`,
      reuseExistingServer: false,
      timeout: SERVER_START_TIMEOUT_MS,
      env: {
        PORT: String(realServerPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        UPSTREAM_URL: `http://127.0.0.1:${dialectUpstreamPort}`,
        // Its own socket credential: the live-updates suite drops this gateway's link, not the other's.
        UPSTREAM_SOCKET_TOKEN: REAL_SERVER_SOCKET_TOKEN,
        UPSTREAM_TOKEN_CACHE_MS: '0',
        LOGIN_MAX_FAILURES: '1000',
        SESSION_CHECK_MAX_FAILURES: '1000',
        MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: KEEP_IDLE_CONNECTIONS_MS,
        ...(webDist ? { WEB_DIST_DIR: webDist } : {}),
      },
    },
    {
      command: `node ${gatewayMain}`,
      url: `http://127.0.0.1:${extensionServerPort}/readyz`,
      reuseExistingServer: false,
      timeout: SERVER_START_TIMEOUT_MS,
      env: {
        PORT: String(extensionServerPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        UPSTREAM_URL: `http://127.0.0.1:${dialectUpstreamPort}`,
        UPSTREAM_EXTENSIONS: 'orderAssign',
        FLEET_PROVIDER: 'traccar',
        FLEET_TRACCAR_URL: `http://127.0.0.1:${dialectUpstreamPort}`,
        FLEET_TRACCAR_TOKEN: 'e2e-traccar-token',
        UPSTREAM_TOKEN_CACHE_MS: '0',
        LOGIN_MAX_FAILURES: '1000',
        SESSION_CHECK_MAX_FAILURES: '1000',
        MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: KEEP_IDLE_CONNECTIONS_MS,
        ...(webDist ? { WEB_DIST_DIR: webDist } : {}),
      },
    },
  ],
});

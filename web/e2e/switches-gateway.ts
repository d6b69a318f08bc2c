/**
 * A second mock gateway (web/playwright.config.ts) for the tests that flip a switch every visitor
 * sees, such as pausing web orders: on the main gateway the switch would refuse what other suites,
 * running in parallel, send meanwhile. Only such tests use it.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
export const SWITCHES_GATEWAY_PORT = port + 5;
export const SWITCHES_GATEWAY = `http://127.0.0.1:${SWITCHES_GATEWAY_PORT}`;

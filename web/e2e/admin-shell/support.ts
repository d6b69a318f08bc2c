import { createRequire } from 'node:module';
import { expect, type Page, test as base } from '@playwright/test';
import type * as Contracts from '@taxi/contracts';
import type { Balance, OrderEntry, SosAlert, User, WebOrdersOverview, WorkHoursEntry } from '@taxi/contracts';
import { waitForHydration, waitForIsland } from '../public/support';
import { axeViolations } from '../axe';
import { fetchRoute } from '../route-fetch';

// These specs are ES modules while contracts is TypeScript without "type": Playwright's require hook compiles it.
const lib = createRequire(import.meta.url)('../../../contracts/src/index.ts') as typeof Contracts;

export const {
  BALANCE_WINDOWS,
  DASHBOARD_LATEST_ORDERS,
  MONTHS,
  ORDER_DELETE_PROMPT,
  ORDERS_TABLE_SCROLL_HEIGHT_PX,
  WEEKDAYS,
  displayName,
  parsePlaceText,
  pragueParts,
  rideStatusLabel,
} = lib;

// Where the admin remembers the pre-orders it has reminded of (web/src/features/orders/utils/preorder-reminders.ts).
const REMINDED_STORAGE_KEY = 'taxi.admin.preorderReminders';

type AdminOptions = {
  /**
   * Whether the pre-order reminder may speak. Off by default: the mock books a driverless pre-order
   * about 20 minutes after start-up, and its reminder (a toast that stays, with a sound) must not
   * land on tests about other things. The browser is told it has reminded of every seeded pre-order.
   */
  preorderReminders: boolean;
};

type AdminFixtures = {
  /**
   * The web orders this test made and may be told of. Its pages see only these in the admin's web
   * orders overview: another test's web order (the suites run in parallel against one gateway) would
   * raise a notice that stays, with a sound, over this test's screen.
   */
  ownWebOrders: Set<number>;
};

/** Every test starts with its own admin session: the API login sets the cookies the page uses. */
export const test = base.extend<AdminOptions & AdminFixtures, { seededPreorders: Record<string, number> }>({
  preorderReminders: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- a fixture of its own, needing no other
  ownWebOrders: async ({}, use) => {
    await use(new Set());
  },
  // Read once per worker: the e2e mock books no pre-orders of its own (its simulation is off).
  seededPreorders: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const login = await request.post('/api/admins/login', {
        data: { username: 'admin', password: 'admin' },
      });
      expect(login.ok()).toBe(true);
      const orders = (await (await request.get('/api/order')).json()) as OrderEntry[];
      await request.dispose();
      const reminded: Record<string, number> = {};
      for (const order of orders) {
        if (order.ride.isPreorder && order.ride.preorderDateTime) {
          reminded[order.id_order] = Date.parse(order.ride.preorderDateTime);
        }
      }
      await use(reminded);
    },
    { scope: 'worker' },
  ],
  page: async ({ page, preorderReminders, seededPreorders, ownWebOrders }, use) => {
    const response = await page.request.post('/api/admins/login', {
      data: { username: 'admin', password: 'admin' },
    });
    expect(response.ok()).toBe(true);
    // Every page of the test's browser context (a second tab too).
    await page.context().route('**/api/web-orders/admin', async (route) => {
      const answer = await fetchRoute(route);
      // A refusal (the session ended: a test of the way back through /login) goes to the page as it is.
      if (!answer.ok()) {
        await route.fulfill({ response: answer });
        return;
      }
      const overview = (await answer.json()) as WebOrdersOverview;
      const orders = overview.orders.filter((order) => ownWebOrders.has(order.orderNumber));
      await route.fulfill({ response: answer, json: { ...overview, orders } });
    });
    if (!preorderReminders) {
      await page.addInitScript(
        ([key, value]) => {
          try {
            window.localStorage.setItem(key, value);
          } catch {
            // A page without storage (about:blank) has no admin to remind either.
          }
        },
        [REMINDED_STORAGE_KEY, JSON.stringify(seededPreorders)] as const,
      );
    }
    await use(page);
    // A handler still fetching when the test ends must not fail it.
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  },
});

export { expect };

export async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

export async function postJson<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export const api = {
  orders: (page: Page) => getJson<OrderEntry[]>(page, '/api/order'),
  sos: (page: Page) => getJson<SosAlert[]>(page, '/api/sos'),
  balance: (page: Page) => getJson<Balance>(page, '/api/payment/me/balance'),
  workHours: (page: Page) => getJson<WorkHoursEntry[]>(page, '/api/admins/me/workhours'),
  users: (page: Page) => getJson<User[]>(page, '/api/user/me'),
  raiseSos: (page: Page, userId?: number) =>
    postJson<SosAlert>(page, '/api/mock/sos', userId === undefined ? {} : { userId }),
  dismissSos: (page: Page, id: number) => postJson(page, '/api/sos/dismiss', { id }),
  createOrder: (page: Page, name: string, price = 321) =>
    postJson(page, '/api/admins/order/create', {
      pickup_location: { lat: 50.5335, lng: 14.1318, name: 'Mírové náměstí 1, 412 01 Litoměřice, Česko' },
      destination: { lat: 50.5423, lng: 14.1353, name: 'Nádraží, 412 01 Litoměřice, Česko' },
      distance: 2.1,
      name,
      phone: '',
      price,
      people: 2,
      duration: 6,
      id_driver: -1,
      driver_name: null,
    }),
};

const pad = (value: number) => String(value).padStart(2, '0');

/** Prague `YYYY-MM` and `YYYY-MM-DD` of an instant (the tests' own computation). */
export function pragueKeys(iso: string): { month: string; day: string } {
  const p = pragueParts(new Date(iso));
  const month = `${p.year}-${pad(p.month)}`;
  return { month, day: `${month}-${pad(p.day)}` };
}

const wholeKc = new Intl.NumberFormat('cs-CZ', {
  style: 'currency',
  currency: 'CZK',
  maximumFractionDigits: 0,
});

/** "1 234 Kč" with plain spaces. */
export function kc(amount: number): string {
  return plain(wholeKc.format(amount));
}

/** Text with any kind of space made a plain space (Intl puts no-break spaces into amounts and dates). */
export function plain(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** No WCAG 2.1 A/AA violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** The SOS strip (alarm or quiet). */
export function sosStrip(page: Page) {
  return page.getByRole('region', { name: /SOS/ });
}

/** Counts the oscillators the page starts (the alarm's beeps), from before any script runs. */
export async function countBeeps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { __beeps: number };
    scope.__beeps = 0;
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
      scope.__beeps += 1;
      return original.call(this);
    };
  });
}

export function beeps(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __beeps: number }).__beeps);
}

/** The toast of an undoable action (it has Zpět) that says `text`. */
export function undoToast(page: Page, text: string | RegExp) {
  return page
    .getByRole('status')
    .filter({ hasText: text })
    .filter({ has: page.getByRole('button', { name: 'Zpět' }) });
}

/** Sends an undoable action now instead of at the end of its five seconds: closing its toast accepts it. */
export async function sendNow(page: Page, text: string | RegExp): Promise<void> {
  const toast = undoToast(page, text);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Zavřít oznámení' }).click();
}

/**
 * Signs in through /login's form, as a dispatcher does (the page is on /login already or goes there):
 * the session is then a browser's, which the gateway locks when idle.
 */
export async function signIn(page: Page): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) {
    await page.goto('/login');
  }
  await waitForHydration(page);
  await waitForIsland(page, 'login-form');
  await page.getByLabel('Jméno').fill('admin');
  await page.getByLabel('Heslo').fill('admin');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
}

import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import type { OrderEntry } from '@taxi/contracts';
import { expectInViewportWidth } from '../layout/fit';
import { markPosterSeen } from './support';

/** A phone of this test's own: the gateway takes at most 3 open web orders a phone. */
export function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return `+420 6${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}

/** The dispatcher's side, through the API with an admin session (the admin's screens are other specs'). */
export async function dispatcher(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL });
  const login = await request.post('/api/admins/login', { data: { username: 'admin', password: 'admin' } });
  expect(login.ok()).toBe(true);
  return request;
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<unknown> {
  expect(response.ok(), `${what} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response.json();
}

export async function orderEntry(admin: APIRequestContext, orderNumber: number): Promise<OrderEntry> {
  const orders = (await ok(await admin.get('/api/order'), 'the orders')) as OrderEntry[];
  const entry = orders.find((order) => order.id_order === orderNumber);
  expect(entry, `order ${orderNumber} in the list`).toBeDefined();
  return entry as OrderEntry;
}

/** Assigns a driver the simulated fleet has exactly one car of, so the status page can show it. */
export async function assignDriver(admin: APIRequestContext, orderNumber: number): Promise<string> {
  const entry = await orderEntry(admin, orderNumber);
  const drivers = (await ok(await admin.get('/api/driver/'), 'the drivers')) as {
    id: number;
    user: { last_name: string | null } | null;
  }[];
  const driver = drivers.find((candidate) => candidate.user?.last_name);
  expect(driver).toBeDefined();
  const name = driver?.user?.last_name ?? '';
  await ok(
    await admin.post('/api/admins/order/assign', {
      data: { id: entry.id, id_driver: driver?.id, driver_name: name, expected_id_driver: null },
    }),
    'the assignment',
  );
  return name;
}

/**
 * Ticks the mock's ride simulation (each tick moves the oldest ride in progress a stage on) until this
 * ride has `status` in the orders list, which is read fresh (the gateway's status reads it every 5 s).
 */
export async function tickUntil(
  admin: APIRequestContext,
  orderNumber: number,
  status: 'pickup' | 'done',
): Promise<void> {
  for (let tick = 0; tick < 80; tick += 1) {
    if ((await orderEntry(admin, orderNumber)).ride.status === status) {
      return;
    }
    const tick = await admin.post('/api/mock/rides/tick');
    expect(tick.ok(), `the tick answered ${tick.status()}`).toBe(true);
  }
  throw new Error(`the ride never reached ${status}`);
}

/** The token of the status page the visitor is on. */
export function statusTokenOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.slice(1));
}

/** Opens the order page and waits until its form is live (the availability answered). */
export async function openOrderPage(page: Page): Promise<void> {
  await markPosterSeen(page);
  await page.goto('/objednat');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(page.getByText('Ověřujeme, zda teď objednávky přijímáme…')).toBeHidden();
}

/** A refusal on the order page, with the phone to call instead. */
export async function expectRefusal(page: Page, text: string | RegExp): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: '+420 777 050 050' })).toHaveAttribute(
    'href',
    'tel:+420777050050',
  );
}

export async function pickPlace(page: Page, field: string, query: string): Promise<void> {
  const input = page.getByRole('combobox', { name: field });
  await input.fill(query);
  await page.getByRole('listbox', { name: field }).getByRole('option').first().click();
}

/** Fills the whole form as a visitor does; the price shows before anything is sent. */
export async function fillOrder(page: Page, phone = uniquePhone()): Promise<void> {
  await pickPlace(page, 'Odkud', 'Mírové');
  await pickPlace(page, 'Kam', 'Terezín');
  await page.getByLabel('Počet osob').selectOption('2');
  await page.getByLabel('Jméno').fill('Anna Webová');
  await page.getByLabel('Telefon', { exact: true }).fill(phone);
  await page.getByLabel(/Souhlasím se zpracováním/).check();
}

/** At the phone size the tests use 390 × 844, the narrowest screen the site is made for. */
export async function atPhoneSize(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) {
    await page.setViewportSize({ width: 390, height: 844 });
  }
}

/** Nothing on the page runs off the side of the screen, and `parts` lie wholly within its width. */
export async function expectNothingCutOff(page: Page, parts: Locator[]): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  for (const part of parts) {
    await expectInViewportWidth(page, part);
  }
}

export async function expectPrice(page: Page): Promise<void> {
  await expect(page.getByText(/^Cena platí do \d{1,2}:\d{2}\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Objednat za \d[\d\s]* Kč$/ })).toBeVisible();
}

import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type * as Contracts from '@taxi/contracts';
import type { Driver, PlaceSuggestion, RouteResult, Tariff, User, Vip } from '@taxi/contracts';

// These specs are ES modules while contracts is TypeScript without "type": Playwright's require hook compiles it.
const lib = createRequire(import.meta.url)('../../../contracts/src/index.ts') as typeof Contracts;

export const { applyVipDiscount, generateVipCode, quoteRide, rideStatusLabel, userRole } = lib;

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export const dispatchApi = {
  tariff: (page: Page) => getJson<Tariff>(page, '/api/order/tariff'),
  drivers: (page: Page) => getJson<Driver[]>(page, '/api/driver/'),
  users: (page: Page) => getJson<User[]>(page, '/api/user/me'),
  /** The suggestion the screen offers first for `q`. */
  place: async (page: Page, q: string): Promise<PlaceSuggestion> => {
    const result = await getJson<{ suggestions: PlaceSuggestion[] }>(
      page,
      `/api/geo/places?q=${encodeURIComponent(q)}`,
    );
    expect(result.suggestions.length, `no place for ${q}`).toBeGreaterThan(0);
    return result.suggestions[0]!;
  },
  route: (page: Page, from: PlaceSuggestion, to: PlaceSuggestion) =>
    getJson<RouteResult>(
      page,
      `/api/geo/route?from=${from.lat!.toFixed(6)},${from.lng!.toFixed(6)}&to=${to.lat!.toFixed(6)},${to.lng!.toFixed(6)}`,
    ),
  createVip: async (page: Page, phone: string, discount: number): Promise<Vip> => {
    const response = await page.request.post('/api/vip/create', {
      data: { phone, discount, code: generateVipCode() },
    });
    expect(response.ok(), `vip/create answered ${response.status()}`).toBe(true);
    return (await response.json()) as Vip;
  },
};

/** The price, km and minutes the screen must show: the tests compute them with contracts' own tariff code. */
export async function expectedQuote(page: Page, from: string, to: string, people: number) {
  const [origin, destination, tariff] = await Promise.all([
    dispatchApi.place(page, from),
    dispatchApi.place(page, to),
    dispatchApi.tariff(page),
  ]);
  const route = await dispatchApi.route(page, origin, destination);
  const quote = quoteRide(
    { ...route, originName: origin.name, destinationName: destination.name },
    people,
    tariff,
  );
  return { ...quote, origin, destination, tariff, route };
}

const wholeKc = new Intl.NumberFormat('cs-CZ', {
  style: 'currency',
  currency: 'CZK',
  maximumFractionDigits: 0,
});
const decimal = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });

/** Text with any kind of space made a plain space (Intl puts no-break spaces into amounts). */
export const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
export const kc = (amount: number) => plain(wholeKc.format(amount));
export const km = (value: number) => `${decimal.format(value)} km`;

/** A Czech mobile number nobody in the seeded data has (random, so parallel runs do not collide). */
export function freshPhone(prefix: string): string {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return `+420 ${prefix} ${digits.slice(0, 3)} ${digits.slice(3)}`;
}

export const field = {
  from: (page: Page) => page.getByRole('combobox', { name: 'Odkud' }),
  to: (page: Page) => page.getByRole('combobox', { name: 'Kam' }),
  name: (page: Page) => page.getByRole('textbox', { name: 'Jméno zákazníka' }),
  phone: (page: Page) => page.getByRole('textbox', { name: 'Telefon' }),
  people: (page: Page) => page.getByRole('spinbutton', { name: 'Počet osob' }),
  driver: (page: Page) => page.getByRole('combobox', { name: 'Řidič' }),
  submit: (page: Page) => page.getByRole('button', { name: 'Odeslat' }),
};

export const shown = {
  price: (page: Page) => page.getByTestId('quote-price'),
  listPrice: (page: Page) => page.getByTestId('quote-list-price'),
  distance: (page: Page) => page.getByTestId('quote-distance'),
  duration: (page: Page) => page.getByTestId('quote-duration'),
};

/** Types into the focused combobox and picks the suggestion with ArrowDown + Enter, keyboard only. */
export async function pickWithKeyboard(page: Page, text: string, option: string | RegExp): Promise<void> {
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Opens the screen and chooses both places (keyboard), waiting for the price. */
export async function openWithRoute(page: Page, from: string, to: string, toOption: string | RegExp = /./) {
  await page.goto('/admin/orders/create');
  await expect(field.from(page)).toBeFocused();
  await pickWithKeyboard(page, from, /./);
  await field.to(page).focus();
  await pickWithKeyboard(page, to, toOption);
  await expect(shown.price(page)).toContainText('Kč');
}

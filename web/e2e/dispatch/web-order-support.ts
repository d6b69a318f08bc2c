import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { WebOrderAvailability, WebOrderCreated, WebOrderStatus, WebQuote } from '@taxi/contracts';

// A visitor's web order through the public API, as the order page sends it (docs/web-orders.md): the
// form's token, the two places the search offered, the price, the order. The e2e gateway takes web
// orders at any hour and at once (playwright.config.ts).

async function json<T>(answer: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const response = await answer;
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const placeId = async (page: Page, q: string) =>
  (
    await json<{ suggestions: { id: string }[] }>(
      page.request.get('/api/web-orders/places', { params: { q } }),
    )
  ).suggestions[0]!.id;

/** A phone of this test's own: at most 3 open web orders a phone. */
export function ownPhone(): string {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return `+420 778 ${digits.slice(0, 3)} ${digits.slice(3)}`;
}

/** Mírové náměstí → Terezín, from a German page with luggage and a note. */
export async function sendWebOrder(
  page: Page,
  fields: { note?: string; when?: string } = {},
): Promise<WebOrderCreated> {
  const request = page.request;
  const availability = await json<WebOrderAvailability>(request.get('/api/web-orders/availability'));
  expect(availability.open).toBe(true);
  const quote = await json<WebQuote>(
    request.post('/api/web-orders/quote', {
      data: {
        from: await placeId(page, 'Mírové náměstí'),
        to: await placeId(page, 'Terezín'),
        people: 2,
        when: fields.when ?? 'asap',
      },
    }),
  );
  return json<WebOrderCreated>(
    request.post('/api/web-orders', {
      data: {
        quoteToken: quote.quoteToken,
        formToken: availability.formToken,
        idempotencyKey: randomUUID(),
        name: 'Anna Webová',
        phone: ownPhone(),
        luggage: true,
        childSeat: false,
        note: fields.note ?? 'Dvě velká zavazadla',
        consent: true,
        language: 'de',
      },
    }),
  );
}

/** What the customer's status page reads. */
export function webOrderStatus(page: Page, statusToken: string): Promise<WebOrderStatus> {
  return json<WebOrderStatus>(page.request.post('/api/web-orders/status', { data: { statusToken } }));
}

export function webOrderAvailability(page: Page): Promise<WebOrderAvailability> {
  return json<WebOrderAvailability>(page.request.get('/api/web-orders/availability'));
}

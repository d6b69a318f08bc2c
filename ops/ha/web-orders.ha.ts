import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { type Cluster, startCluster } from '../../scripts/ha/cluster.mjs';

async function json<T>(url: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * A pre-order inside the opening hours whenever the test runs (the replicas' clock is real): the
 * next Tuesday, 10:00 in Prague, at least a day ahead.
 */
function nextTuesdayMorning(): string {
  const day = new Date(Date.now() + 24 * 60 * 60_000);
  while (day.getUTCDay() !== 2) {
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return `${day.toISOString().slice(0, 10)}T10:00`;
}

test.describe.serial('a web order on two replicas sharing Redis', () => {
  let cluster: Cluster;

  test.beforeAll(async () => {
    cluster = await startCluster({ nginx: false, env: { WEB_ORDER_MIN_FILL_SECONDS: '0' } });
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('ordered on one replica, its status link is answered and cancelled on the other', async () => {
    const [a, b] = cluster.replicas.map((replica) => replica.url) as [string, string];
    const { body: availability } = await json<{ open: boolean; formToken: string }>(
      a,
      '/api/web-orders/availability',
    );
    expect(availability.open).toBe(true);
    const place = async (url: string, q: string) =>
      (
        await json<{ suggestions: { id: string }[] }>(
          url,
          `/api/web-orders/places?q=${encodeURIComponent(q)}`,
        )
      ).body.suggestions[0]!.id;
    // Searched on one replica, priced on the other: the places offered are shared.
    const quote = await json<{ quoteToken: string; price: number }>(b, '/api/web-orders/quote', {
      from: await place(a, 'Mírové náměstí'),
      to: await place(a, 'Terezín'),
      people: 2,
      when: nextTuesdayMorning(),
    });
    expect(quote.status).toBe(200);
    const created = await json<{ statusToken: string; orderNumber: number }>(a, '/api/web-orders', {
      quoteToken: quote.body.quoteToken,
      formToken: availability.formToken,
      idempotencyKey: randomUUID(),
      name: 'Anna Webová',
      phone: '+49 170 7654321',
      luggage: false,
      childSeat: false,
      consent: true,
      language: 'en',
    });
    expect(created.status).toBe(201);

    const { statusToken } = created.body;
    const seenOnB = await json<{ state: string; orderNumber: number; price: number }>(
      b,
      '/api/web-orders/status',
      {
        statusToken,
      },
    );
    expect(seenOnB).toEqual({
      status: 200,
      body: expect.objectContaining({
        state: 'waiting',
        orderNumber: created.body.orderNumber,
        price: quote.body.price,
      }),
    });
    const cancelled = await json<{ state: string }>(b, '/api/web-orders/cancel', { statusToken });
    expect(cancelled.body.state).toBe('cancelled');
    const seenOnA = await json<{ state: string }>(a, '/api/web-orders/status', { statusToken });
    expect(seenOnA.body.state).toBe('cancelled');
  });
});

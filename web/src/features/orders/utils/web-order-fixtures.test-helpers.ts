import type { WebOrderRecord, WebOrdersOverview } from '@taxi/contracts';

/** An open web order as `GET /api/web-orders/admin` lists it, with overridable parts. */
export function webOrderRecord(overrides: Partial<WebOrderRecord> = {}): WebOrderRecord {
  return {
    orderNumber: 2231,
    createdAt: '2026-11-23T10:00:00.000Z',
    language: 'de',
    luggage: true,
    childSeat: false,
    note: 'Dvě velká zavazadla',
    when: 'asap',
    seenAt: null,
    state: 'waiting',
    ...overrides,
  };
}

/** The overview with `orders`: configured, taking orders, escalation after 5 minutes. */
export function webOverview(
  orders: WebOrderRecord[] = [],
  rest: Partial<Omit<WebOrdersOverview, 'orders'>> = {},
): WebOrdersOverview {
  return { configured: true, paused: false, escalateAfterMs: 5 * 60_000, orders, ...rest };
}

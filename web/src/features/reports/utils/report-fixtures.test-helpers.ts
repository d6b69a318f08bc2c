import type { FactsKnownSince, OrderEntry } from '@taxi/contracts';

let nextId = 1;

/** An order of `GET /api/order` for the reports' tests; `ride` fields override a done cash ride of Dvořák. */
export function reportEntry(ride: Partial<OrderEntry['ride']> = {}, orderNumber?: number): OrderEntry {
  const id = nextId++;
  return {
    id,
    id_order: orderNumber ?? 2000 + id,
    user: null,
    order_user: { last_name: 'Nováková', phone: '+420 605 111 222' },
    ride: {
      createdAt: '2026-11-23T09:05:00.000+01:00',
      pickup_location: JSON.stringify({
        name: 'Mírové náměstí 1, 412 01 Litoměřice, Česko',
        lat: 50.53,
        lng: 14.13,
      }),
      destination: JSON.stringify({ name: 'Nádraží, 412 01 Litoměřice, Česko' }),
      isPreorder: false,
      preorderDateTime: null,
      distance: 3.2,
      status: 'done',
      price: 130,
      payment_method: 'cash',
      driver: { user: { last_name: 'Dvořák' } },
      driver_name: 'Dvořák',
      id_driver: 7,
      people: 1,
      ...ride,
    },
  };
}

/** Every kind of order fact known since `at`. */
export function knownSince(at: string): FactsKnownSince {
  return { phoneOrder: at, webOrder: at, deleted: at, redispatched: at, assigned: at, declined: at };
}

import type { OrderEntry } from '@taxi/contracts';

let nextId = 1;

/** An order entry as `GET /api/order` answers it, with overridable parts. */
export function orderEntry(
  ride: Partial<OrderEntry['ride']> = {},
  rest: Partial<Omit<OrderEntry, 'ride'>> = {},
): OrderEntry {
  const id = rest.id ?? nextId++;
  return {
    id,
    id_order: rest.id_order ?? 1000 + id,
    user: rest.user === undefined ? { first_name: 'Jana', last_name: 'Nováková' } : rest.user,
    order_user: rest.order_user ?? null,
    ride: {
      createdAt: '2026-11-23T09:05:00.000Z',
      pickup_location: JSON.stringify({
        name: 'Mírové náměstí 1, 412 01 Litoměřice, Česko',
        lat: 50.53,
        lng: 14.13,
      }),
      destination: JSON.stringify({ name: 'Nádraží, 412 01 Litoměřice, Česko', lat: 50.54, lng: 14.14 }),
      isPreorder: false,
      preorderDateTime: null,
      distance: 3.2,
      status: 'done',
      price: 130,
      payment_method: 'cash',
      driver: { user: { last_name: 'Blažek' } },
      driver_name: 'Blažek',
      people: 2,
      ...ride,
    },
  };
}

/** An open pre-order for `at`, picked up at `pickup`, taken by `driver` (null: nobody yet). */
export function preorderEntry(
  at: string,
  {
    driver = null,
    pickup = 'Mírové náměstí 1, 412 01 Litoměřice, Česko',
    status,
    orderNumber,
  }: {
    driver?: string | null;
    pickup?: string;
    status?: string;
    orderNumber?: number;
  } = {},
): OrderEntry {
  return orderEntry(
    {
      isPreorder: true,
      preorderDateTime: at,
      status: status ?? (driver ? 'accepted' : 'waiting'),
      pickup_location: JSON.stringify({ name: pickup, lat: 50.53, lng: 14.13 }),
      driver: driver ? { user: { last_name: driver } } : null,
      driver_name: driver,
    },
    orderNumber === undefined ? {} : { id_order: orderNumber },
  );
}

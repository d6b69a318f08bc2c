import type { OrderEntry, User } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import { callerHistory, indexOrdersByPhone } from './caller-history';

/** An order entry as `GET /api/order` answers it, with the parts these tests vary. */
function orderEntry(
  ride: Pick<OrderEntry['ride'], 'pickup_location' | 'destination'> & { createdAt?: string },
  rest: Pick<OrderEntry, 'id' | 'user' | 'order_user'>,
): OrderEntry {
  return {
    ...rest,
    id_order: 1000 + rest.id,
    ride: {
      createdAt: '2026-11-23T09:05:00.000Z',
      isPreorder: false,
      preorderDateTime: null,
      distance: 3.2,
      status: 'done',
      price: 130,
      payment_method: 'cash',
      driver: null,
      driver_name: null,
      people: 1,
      ...ride,
    },
  };
}

const place = (name: string, lat = 50.5, lng = 14.1) => JSON.stringify({ name, lat, lng });

const customer: User = {
  id: 5,
  first_name: 'Jan',
  last_name: 'Černý',
  phone: '+420777123456',
  email: null,
  status: null,
  rides: 7,
  credits: 0,
};

// Newest first once indexed: the helper sets increasing ids with later times.
const orders = [
  ['2026-11-01T10:00:00Z', 'Nádraží, Litoměřice', 'Nemocnice, Litoměřice'],
  ['2026-11-02T10:00:00Z', 'Dlouhá 12, Litoměřice', 'Nádraží, Litoměřice'],
  ['2026-11-03T10:00:00Z', 'Nádraží, Litoměřice', 'Lovosice'],
  ['2026-11-04T10:00:00Z', 'Mírové náměstí 1, Litoměřice', 'Terezín'],
  ['2026-11-05T10:00:00Z', 'Tyršova 5, Litoměřice', 'Roudnice'],
  ['2026-11-06T10:00:00Z', 'Husova 3, Litoměřice', 'Ústí nad Labem'],
  ['2026-11-07T10:00:00Z', 'Žitenice', 'Praha'],
].map(([createdAt, from, to], index) =>
  orderEntry(
    { createdAt, pickup_location: place(from!), destination: place(to!) },
    { id: 100 + index, user: null, order_user: { last_name: 'Černý', phone: '777 123 456' } },
  ),
);
const stranger = orderEntry(
  { pickup_location: place('Bez souřadnic', Number.NaN), destination: 'Jen text' },
  { id: 300, user: null, order_user: { last_name: null, phone: '+420 605 000 111' } },
);
const byPhone = indexOrdersByPhone([...orders, stranger]);

describe('caller history', () => {
  it('names the registered customer and offers their last five distinct pickups and destinations', () => {
    const history = callerHistory('+420 777 123 456', [customer], byPhone);
    expect(history?.customer).toBe(customer);
    expect(history?.orderCount).toBe(7);
    expect(history?.pickups.map((p) => p.name)).toEqual([
      'Žitenice',
      'Husova 3, Litoměřice',
      'Tyršova 5, Litoměřice',
      'Mírové náměstí 1, Litoměřice',
      'Nádraží, Litoměřice',
    ]);
    expect(history?.destinations.map((p) => p.name)).toEqual([
      'Praha',
      'Ústí nad Labem',
      'Roudnice',
      'Terezín',
      'Lovosice',
    ]);
    expect(history?.pickups[0]).toEqual({ name: 'Žitenice', lat: 50.5, lng: 14.1 });
  });

  it('matches any spelling of the number, and only a whole one', () => {
    expect(callerHistory('00420777123456', [customer], byPhone)?.customer).toBe(customer);
    expect(callerHistory('777 123', [customer], byPhone)).toBeNull();
    expect(callerHistory('', [customer], byPhone)).toBeNull();
  });

  it('shows a caller without an account by their past orders, skipping places without coordinates', () => {
    const history = callerHistory('605000111', [customer], byPhone);
    expect(history).toEqual({
      phone: '605000111',
      customer: undefined,
      orderCount: 1,
      pickups: [],
      destinations: [],
    });
  });

  it('says nothing for a number nobody has used', () => {
    expect(callerHistory('+420 731 999 888', [customer], byPhone)).toBeNull();
  });

  it('knows a registered customer who never rode', () => {
    const history = callerHistory(
      '+420 731 999 888',
      [{ ...customer, phone: '731999888', rides: 0 }],
      byPhone,
    );
    expect(history).toMatchObject({ orderCount: 0, pickups: [], destinations: [] });
  });
});

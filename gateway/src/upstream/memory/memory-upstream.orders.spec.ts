import {
  MapOrderListSchema,
  OrderListSchema,
  parsePlaceText,
  pragueParts,
  type OrderEntry,
} from '@taxi/contracts';
import type { UpstreamEvent } from '@/upstream/upstream-events.port';
import {
  createTestUpstream,
  FIXED_NOW,
  orderRequest,
  upstreamError,
  type TestUpstream,
} from '@test/support/memory-upstream.fixture';
import { UPCOMING_PREORDER_COUNT } from './seed/seed-preorders';

const DAY_MS = 86_400_000;

function recordEvents(t: TestUpstream): UpstreamEvent[] {
  const events: UpstreamEvent[] = [];
  t.upstream.onEvent((event) => events.push(event));
  return events;
}

const doneSum = (orders: OrderEntry[], keep: (createdAt: number) => boolean): number =>
  orders
    .filter((order) => order.ride.status === 'done' && keep(Date.parse(order.ride.createdAt)))
    .reduce((sum, order) => sum + order.ride.price, 0);

describe('MemoryUpstream orders', () => {
  it('lists every order newest first in the documented shape', async () => {
    const t = await createTestUpstream({ orderCount: 200 });
    const orders = await t.upstream.call('orderList', t.caller);
    expect(OrderListSchema.parse(orders)).toHaveLength(200 + UPCOMING_PREORDER_COUNT);
    const times = orders.map((order) => Date.parse(order.ride.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows only rides in progress on the map', async () => {
    const t = await createTestUpstream({ orderCount: 200 });
    const map = MapOrderListSchema.parse(await t.upstream.call('orderMapData', t.caller));
    expect(map.length).toBeGreaterThan(0);
    map.forEach((order) => expect(['waiting', 'accepted', 'pickup']).toContain(order.status));
    const active = (await t.upstream.call('orderList', t.caller)).filter((order) =>
      ['waiting', 'accepted', 'pickup'].includes(order.ride.status),
    );
    // The map names each ride by the order number the list shows.
    expect(map.map((order) => order.id)).toEqual(active.map((order) => order.id_order));
  });

  it('creates a waiting order for a known customer found by phone, first in the list and on the map', async () => {
    const t = await createTestUpstream({ orderCount: 50 });
    const [customer] = (await t.upstream.call('userList', t.caller)).filter(
      (user) => user.status === null && user.last_name,
    );
    const events = recordEvents(t);
    const phone = (customer?.phone ?? '').replace('+420', '00420 ');
    await t.upstream.call('orderCreate', t.caller, {
      body: orderRequest(t, { phone, name: customer?.last_name ?? '' }),
    });

    const [created] = await t.upstream.call('orderList', t.caller);
    expect(created).toMatchObject({
      // After the 50 seeded orders and the pre-orders booked for the hours ahead.
      id: 51 + UPCOMING_PREORDER_COUNT,
      id_order: 1051 + UPCOMING_PREORDER_COUNT,
      user: { first_name: customer?.first_name, last_name: customer?.last_name },
      order_user: { last_name: customer?.last_name, phone },
      ride: {
        createdAt: FIXED_NOW.toISOString(),
        isPreorder: false,
        preorderDateTime: null,
        distance: 8.4,
        status: 'waiting',
        price: 275,
        payment_method: 'cash',
        driver: null,
        driver_name: null,
        people: 2,
        duration: expect.any(Number),
      },
    });
    expect(parsePlaceText(created?.ride.pickup_location)).toEqual({
      name: 'Mírové náměstí 15/7, 412 01 Litoměřice, Česko',
      lat: 50.5336,
      lng: 14.1318,
    });
    expect(parsePlaceText(created?.ride.destination).name).toContain('Lovosice');
    expect((await t.upstream.call('orderMapData', t.caller))[0]?.id).toBe(created?.id_order);
    const rides = (await t.upstream.call('userList', t.caller)).find(
      (user) => user.id === customer?.id,
    )?.rides;
    expect(rides).toBe((customer?.rides ?? 0) + 1);
    expect(events).toEqual([{ name: 'ride', payload: { id: created?.id } }]);
  });

  it('creates an accepted order when a driver is chosen, with the driver named', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const [driver] = await t.upstream.call('driverList', t.caller);
    await t.upstream.call('orderCreate', t.caller, {
      body: orderRequest(t, { id_driver: driver?.id ?? 0, driver_name: driver?.user?.last_name ?? null }),
    });
    const [created] = await t.upstream.call('orderList', t.caller);
    expect(created?.ride).toMatchObject({
      status: 'accepted',
      driver: { user: { last_name: driver?.user?.last_name } },
      driver_name: driver?.user?.last_name,
    });
  });

  it('keeps phone orders from strangers anonymous and an empty name as null', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    await t.upstream.call('orderCreate', t.caller, {
      body: orderRequest(t, { phone: '+420 999 000 111', name: '' }),
    });
    const [created] = await t.upstream.call('orderList', t.caller);
    expect(created?.user).toBeNull();
    // The typed phone stays on the order, so the dispatcher can find and call the stranger back.
    expect(created?.order_user).toEqual({ last_name: null, phone: '+420 999 000 111' });
  });

  it('refuses an unknown driver without creating anything or emitting an event', async () => {
    const t = await createTestUpstream({ orderCount: 10 });
    const events = recordEvents(t);
    await expect(
      t.upstream.call('orderCreate', t.caller, { body: orderRequest(t, { id_driver: 999 }) }),
    ).rejects.toMatchObject(upstreamError(404, 'Řidič nenalezen'));
    expect(await t.upstream.call('orderList', t.caller)).toHaveLength(10 + UPCOMING_PREORDER_COUNT);
    expect(events).toEqual([]);
  });

  it('deletes an order only when both its id and its order number match', async () => {
    const t = await createTestUpstream({ orderCount: 10 });
    const events = recordEvents(t);
    const [target] = await t.upstream.call('orderList', t.caller);
    const id = target?.id ?? 0;
    const orderId = target?.id_order ?? 0;
    const notFound = upstreamError(404, 'Objednávka nenalezena');
    await expect(
      t.upstream.call('orderDelete', t.caller, { body: { id, orderId: orderId + 1 } }),
    ).rejects.toMatchObject(notFound);
    await t.upstream.call('orderDelete', t.caller, { body: { id, orderId } });
    const orders = await t.upstream.call('orderList', t.caller);
    expect(orders).toHaveLength(9 + UPCOMING_PREORDER_COUNT);
    expect(orders.map((order) => order.id)).not.toContain(id);
    await expect(t.upstream.call('orderDelete', t.caller, { body: { id, orderId } })).rejects.toMatchObject(
      notFound,
    );
    expect(events).toEqual([{ name: 'ride', payload: { id } }]);
  });
});

describe('MemoryUpstream balance and earnings', () => {
  it('sums done rides of the last 24 hours, 7, 30 and 365 days and the year to date', async () => {
    const t = await createTestUpstream({ orderCount: 600 });
    const orders = await t.upstream.call('orderList', t.caller);
    const now = FIXED_NOW.getTime();
    const balance = await t.upstream.call('balance', t.caller);
    expect(balance.balanceDay).toBe(doneSum(orders, (at) => at >= now - DAY_MS));
    expect(balance.balanceYear).toBe(doneSum(orders, (at) => at >= now - 365 * DAY_MS));
    expect(balance.balanceYTD).toBe(doneSum(orders, (at) => at >= Date.parse('2024-12-31T23:00:00Z')));
    // FIXED_NOW is a Saturday: the weekend so far started at Saturday 00:00 Prague time.
    expect(balance.balanceWeekend).toBe(doneSum(orders, (at) => at >= Date.parse('2025-06-13T22:00:00Z')));
    expect(balance.balanceWeek).toBeLessThanOrEqual(balance.balanceMonth);
    expect(balance.balanceMonth).toBeLessThanOrEqual(balance.balance3Months);
    expect(balance.balance3Months).toBeLessThanOrEqual(balance.balance6Months);
    expect(balance.balance6Months).toBeLessThanOrEqual(balance.balanceYear);
    expect(balance.balanceYear).toBeGreaterThan(0);
  });

  it('answers zeros without orders', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    expect(Object.values(await t.upstream.call('balance', t.caller))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('earns per Prague calendar month the prices of its done rides', async () => {
    const t = await createTestUpstream({ orderCount: 600 });
    const orders = await t.upstream.call('orderList', t.caller);
    const inMonth = (year: number, month: number) => (at: number) => {
      const parts = pragueParts(new Date(at));
      return parts.year === year && parts.month === month;
    };
    for (const [year, month] of [
      [2025, 5],
      [2025, 6],
      [2024, 12],
    ] as const) {
      const { earnings } = await t.upstream.call('earnings', t.caller, { body: { year, month } });
      expect(earnings).toBe(doneSum(orders, inMonth(year, month)));
      expect(earnings).toBeGreaterThan(0);
    }
    await expect(t.upstream.call('earnings', t.caller, { body: { year: 2030, month: 1 } })).resolves.toEqual({
      earnings: 0,
    });
  });
});

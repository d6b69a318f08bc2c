import { quoteRide, DEFAULT_TARIFF, type OrderEntry } from '@taxi/contracts';
import type { UpstreamEvent } from '@/upstream/upstream-events.port';
import { createTestUpstream, FIXED_NOW, type TestUpstream } from '@test/support/memory-upstream.fixture';

const IN_PROGRESS = new Set(['waiting', 'accepted', 'pickup']);

/** When a ride starts: a pre-order at its booked time. */
function startsAt(order: OrderEntry): number {
  const created = Date.parse(order.ride.createdAt);
  return order.ride.isPreorder
    ? Math.max(created, Date.parse(order.ride.preorderDateTime ?? '') || created)
    : created;
}

/** Rides of the current shift; a pre-order counts once its time has come. */
async function liveOrders(t: TestUpstream): Promise<OrderEntry[]> {
  const now = t.now().getTime();
  return (await t.upstream.call('orderList', t.caller)).filter(
    (order) =>
      IN_PROGRESS.has(order.ride.status) &&
      startsAt(order) <= now &&
      startsAt(order) >= now - 6 * 60 * 60 * 1000,
  );
}

/** Open pre-orders due in the next six hours. */
async function upcomingPreorders(t: TestUpstream): Promise<OrderEntry[]> {
  const now = t.now().getTime();
  return (await t.upstream.call('orderList', t.caller)).filter(
    (order) =>
      order.ride.isPreorder &&
      (order.ride.status === 'waiting' || order.ride.status === 'accepted') &&
      startsAt(order) > now &&
      startsAt(order) <= now + 6 * 60 * 60 * 1000,
  );
}

describe('the mock ride simulation', () => {
  let t: TestUpstream;
  let events: UpstreamEvent[];

  beforeEach(async () => {
    t = await createTestUpstream({ orderCount: 60 });
    events = [];
    t.upstream.onEvent((event) => events.push(event));
  });

  function tick(times = 1): void {
    for (let i = 0; i < times; i += 1) {
      t.advance(15_000);
      t.upstream.simulateRides();
    }
  }

  it('brings in a new waiting ride with a tariff price and announces it', async () => {
    const before = (await t.upstream.call('orderList', t.caller)).length;
    // The seed already has rides in progress, so a new one comes in by chance: a few ticks at most.
    for (let i = 0; i < 20 && !events.some((event) => event.name === 'ride'); i += 1) {
      tick();
    }
    const created = events.find((event) => event.name === 'ride');
    expect(created).toBeDefined();
    const orders = await t.upstream.call('orderList', t.caller);
    expect(orders.length).toBe(before + 1);
    const newest = orders.find((order) => order.id === created?.payload?.id);
    expect(newest?.ride.status).toBe('waiting');
    expect(newest?.ride.price).toBeGreaterThan(0);
    expect(newest?.ride.createdAt).toBe(t.now().toISOString());
    // The price follows the tariff for the stored distance (one decimal of km) and persons.
    const quote = quoteRide(
      {
        distanceMetres: newest!.ride.distance * 1000,
        durationSeconds: 600,
        originName: '',
        destinationName: '',
      },
      newest!.ride.people,
      DEFAULT_TARIFF,
    );
    expect(Math.abs(quote.price - newest!.ride.price)).toBeLessThanOrEqual(DEFAULT_TARIFF.perKmLargeGroup);
  });

  it('moves rides through accepted, pickup and done with the matching events', async () => {
    tick(40);
    const names = new Set(events.map((event) => event.name));
    expect(names).toEqual(new Set(['ride', 'rideAccept', 'ridePickup', 'rideComplete', 'rideDecline']));
    const orders = await t.upstream.call('orderList', t.caller);
    const accepted = events.find((event) => event.name === 'rideAccept');
    const ride = orders.find((order) => order.id === accepted?.payload?.id)?.ride;
    expect(ride?.driver_name).toEqual(expect.any(String));
    expect(ride?.driver?.user.last_name).toBe(ride?.driver_name);
  });

  it('keeps between 3 and 8 rides in progress', async () => {
    for (let i = 0; i < 60; i += 1) {
      tick();
      const count = (await liveOrders(t)).length;
      expect(count).toBeGreaterThanOrEqual(i < 3 ? 1 : 3);
      expect(count).toBeLessThanOrEqual(8);
    }
  });

  it('leaves pre-orders alone until their time, then moves them on like any ride', async () => {
    const before = await upcomingPreorders(t);
    expect(before.length).toBeGreaterThanOrEqual(3);
    const soonest = before.sort((a, b) => startsAt(a) - startsAt(b))[0]!;
    const untouched = startsAt(soonest) - t.now().getTime() - 60_000;
    for (let waited = 0; waited < untouched; waited += 15_000) {
      tick();
    }
    const waiting = (await t.upstream.call('orderList', t.caller)).find((order) => order.id === soonest.id);
    expect(waiting?.ride.status).toBe(soonest.ride.status);
    expect(events.filter((event) => event.payload?.id === soonest.id)).toEqual([]);

    tick(120);
    expect(events.some((event) => event.payload?.id === soonest.id)).toBe(true);
    const moved = (await t.upstream.call('orderList', t.caller)).find((order) => order.id === soonest.id);
    expect(moved?.ride.status).not.toBe('waiting');
  });

  it('books a new pre-order whenever fewer than three are due in the next hours', async () => {
    for (let i = 0; i < 8 * 60 * 4; i += 1) {
      tick();
      if (i % 40 === 0) {
        expect((await upcomingPreorders(t)).length).toBeGreaterThanOrEqual(3);
      }
    }
    const booked = (await t.upstream.call('orderList', t.caller)).filter(
      (order) => order.ride.isPreorder && Date.parse(order.ride.createdAt) > FIXED_NOW.getTime(),
    );
    expect(booked.length).toBeGreaterThan(0);
    for (const order of booked) {
      expect(Date.parse(order.ride.preorderDateTime ?? '')).toBeGreaterThan(Date.parse(order.ride.createdAt));
    }
  });

  it('shows its rides on the live map', async () => {
    tick(5);
    const mapIds = new Set((await t.upstream.call('orderMapData', t.caller)).map((order) => order.id));
    for (const order of await liveOrders(t)) {
      expect(mapIds.has(order.id_order)).toBe(true);
    }
  });
});

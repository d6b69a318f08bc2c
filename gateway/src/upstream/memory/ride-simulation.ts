import {
  placeToText,
  quoteRide,
  type RideStatus,
  type Tariff,
  type UpstreamEventName,
} from '@taxi/contracts';
import type { MemoryStore, StoredOrder } from './memory-store';
import type { Random } from '@taxi/contracts';
import { estimateRoute } from './seed/route-estimate';
import { PEOPLE_WEIGHTS, pickRoute } from './seed/seed-orders';

export type SimulatedChange = { name: UpstreamEventName; id: number };

/** Enough rides in progress to keep the map and the orders list busy, few enough to read. */
const MIN_ACTIVE_RIDES = 3;
const MAX_ACTIVE_RIDES = 8;
const DECLINE_PROBABILITY = 0.1;
/** Rides older than this are left alone: they are history, not the current shift. */
const LIVE_WINDOW_MS = 6 * 60 * 60 * 1000;

const NEXT_STATUS: Partial<Record<RideStatus, { status: RideStatus; event: UpstreamEventName }>> = {
  accepted: { status: 'pickup', event: 'ridePickup' },
  pickup: { status: 'done', event: 'rideComplete' },
};

function isActive(order: StoredOrder, nowMs: number): boolean {
  const status = order.ride.status;
  return (
    (status === 'waiting' || status === 'accepted' || status === 'pickup') &&
    nowMs - order.createdAtMs < LIVE_WINDOW_MS
  );
}

function randomDriverName(store: MemoryStore, random: Random): string | null {
  const drivers = [...store.drivers.values()];
  if (drivers.length === 0) {
    return null;
  }
  return store.users.get(random.pick(drivers).userId)?.last_name ?? null;
}

/** A customer calling in (an app user half of the time), as the app's order screen would create it. */
function newRide(store: MemoryStore, random: Random, tariff: Tariff, now: Date): StoredOrder {
  const [origin, destination] = pickRoute(random);
  const people = random.weighted(PEOPLE_WEIGHTS);
  const quote = quoteRide(estimateRoute(origin, destination), people, tariff);
  const customers = [...store.users.values()].filter((user) => user.status === null);
  const customer = customers.length > 0 && random.chance(0.5) ? random.pick(customers) : null;
  const id = store.nextId('order');
  return {
    id,
    orderId: store.nextId('orderNumber'),
    customerId: customer?.id ?? null,
    orderUser: { last_name: customer?.last_name ?? null, phone: customer?.phone ?? null },
    ride: {
      createdAt: now.toISOString(),
      pickup_location: placeToText(origin),
      destination: placeToText(destination),
      isPreorder: false,
      preorderDateTime: null,
      distance: quote.km,
      status: 'waiting',
      price: quote.price,
      payment_method: random.chance(0.35) ? 'card' : 'cash',
      driver: null,
      driver_name: null,
      people,
      duration: quote.minutes,
    },
    createdAtMs: now.getTime(),
  };
}

/** Moves one ride a stage on: waiting → accepted (a driver takes it) or declined, → pickup → done. */
function advance(store: MemoryStore, random: Random, order: StoredOrder): SimulatedChange {
  const ride = order.ride;
  if (ride.status === 'waiting') {
    if (random.chance(DECLINE_PROBABILITY)) {
      ride.status = 'declined';
      return { name: 'rideDecline', id: order.id };
    }
    const driverName = randomDriverName(store, random);
    ride.status = 'accepted';
    ride.driver = driverName === null ? null : { user: { last_name: driverName } };
    ride.driver_name = driverName;
    return { name: 'rideAccept', id: order.id };
  }
  const next = NEXT_STATUS[ride.status as RideStatus];
  if (!next) {
    throw new RangeError(`ride ${order.id} is not in progress`);
  }
  ride.status = next.status;
  return { name: next.event, id: order.id };
}

/**
 * One tick of the mock's dispatch life: a new ride comes in when few are running (sometimes
 * anyway), and the longest-waiting ride in progress moves a stage on. Returns what changed so
 * the caller can emit the same events the real server would.
 */
export function simulateRideStep(
  store: MemoryStore,
  random: Random,
  tariff: Tariff,
  now: Date,
): SimulatedChange[] {
  const nowMs = now.getTime();
  const active = [...store.orders.values()].filter((order) => isActive(order, nowMs));
  const changes: SimulatedChange[] = [];
  const oldest = active.sort((a, b) => a.createdAtMs - b.createdAtMs || a.id - b.id)[0];
  if (oldest) {
    changes.push(advance(store, random, oldest));
  }
  const running =
    active.length - (changes[0]?.name === 'rideComplete' || changes[0]?.name === 'rideDecline' ? 1 : 0);
  if (running < MIN_ACTIVE_RIDES || (running < MAX_ACTIVE_RIDES && random.chance(0.4))) {
    const order = newRide(store, random, tariff, now);
    store.orders.set(order.id, order);
    changes.push({ name: 'ride', id: order.id });
  }
  return changes;
}

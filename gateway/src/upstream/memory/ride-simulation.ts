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
import { PEOPLE_WEIGHTS, pickRoute, type SeedDriver } from './seed/seed-orders';
import { preorderRide, roundUpToFiveMinutes } from './seed/seed-preorders';

export type SimulatedChange = { name: UpstreamEventName; id: number };

/** Enough rides in progress to keep the map and the orders list busy, few enough to read. */
const MIN_ACTIVE_RIDES = 3;
const MAX_ACTIVE_RIDES = 8;
const DECLINE_PROBABILITY = 0.1;
/** Rides older than this are left alone: they are history, not the current shift. */
const LIVE_WINDOW_MS = 6 * 60 * 60 * 1000;
/** At least this many open pre-orders stay booked for the next few hours (the pre-orders panel). */
const MIN_UPCOMING_PREORDERS = 3;
const UPCOMING_WINDOW_MS = 6 * 60 * 60 * 1000;
/** A new pre-order is booked for 45 minutes to 6 hours ahead. */
const NEW_PREORDER_LEAD_MINUTES: readonly [number, number] = [45, 360];
const MINUTE_MS = 60_000;

const NEXT_STATUS: Partial<Record<RideStatus, { status: RideStatus; event: UpstreamEventName }>> = {
  accepted: { status: 'pickup', event: 'ridePickup' },
  pickup: { status: 'done', event: 'rideComplete' },
};

function isOpen(order: StoredOrder): boolean {
  const status = order.ride.status;
  return status === 'waiting' || status === 'accepted' || status === 'pickup';
}

/** When the ride starts: a pre-order at its booked time, any other ride when it is ordered. */
function startsAt(order: StoredOrder): number {
  const booked = order.ride.isPreorder ? Date.parse(order.ride.preorderDateTime ?? '') : Number.NaN;
  return Number.isNaN(booked) ? order.createdAtMs : Math.max(booked, order.createdAtMs);
}

/** A ride of the current shift; a pre-order joins once its time has come and then moves on like any. */
function isActive(order: StoredOrder, nowMs: number): boolean {
  const start = startsAt(order);
  return isOpen(order) && start <= nowMs && nowMs - start < LIVE_WINDOW_MS;
}

function isUpcomingPreorder(order: StoredOrder, nowMs: number): boolean {
  const start = startsAt(order);
  return order.ride.isPreorder && isOpen(order) && start > nowMs && start - nowMs <= UPCOMING_WINDOW_MS;
}

function randomDriver(store: MemoryStore, random: Random): SeedDriver | null {
  const drivers = [...store.drivers.values()];
  if (drivers.length === 0) {
    return null;
  }
  const driver = random.pick(drivers);
  return { id: driver.id, lastName: store.users.get(driver.userId)?.last_name ?? null };
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
      id_driver: null,
      people,
      duration: quote.minutes,
    },
    createdAtMs: now.getTime(),
  };
}

/** A customer booking a ride for later by phone; half of them a driver takes at once. */
function newPreorder(store: MemoryStore, random: Random, tariff: Tariff, now: Date): StoredOrder {
  const nowMs = now.getTime();
  const [minLead, maxLead] = NEW_PREORDER_LEAD_MINUTES;
  const atMs = roundUpToFiveMinutes(nowMs + random.int(minLead, maxLead) * MINUTE_MS);
  const driver = random.chance(0.5) ? randomDriver(store, random) : null;
  const customers = [...store.users.values()].filter((user) => user.status === null);
  const customer = customers.length > 0 ? random.pick(customers) : null;
  return {
    id: store.nextId('order'),
    orderId: store.nextId('orderNumber'),
    customerId: customer?.id ?? null,
    orderUser: customer ? { last_name: customer.last_name, phone: customer.phone } : null,
    ride: preorderRide(random, tariff, nowMs, atMs, driver),
    createdAtMs: nowMs,
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
    const driver = randomDriver(store, random);
    const driverName = driver?.lastName ?? null;
    ride.status = 'accepted';
    ride.driver = driverName === null ? null : { user: { last_name: driverName } };
    ride.driver_name = driverName;
    ride.id_driver = driverName === null ? null : (driver?.id ?? null);
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
 * anyway), the longest-waiting ride in progress moves a stage on, and a pre-order is booked when
 * fewer than three are due in the next hours. Returns what changed so the caller can emit the same
 * events the real server would. `preorderRandom` draws the pre-orders, so the rides' draws stay as
 * they were before pre-orders were simulated.
 */
export function simulateRideStep(
  store: MemoryStore,
  random: Random,
  tariff: Tariff,
  now: Date,
  preorderRandom: Random,
): SimulatedChange[] {
  const nowMs = now.getTime();
  const active = [...store.orders.values()].filter((order) => isActive(order, nowMs));
  const changes: SimulatedChange[] = [];
  const oldest = active.sort((a, b) => startsAt(a) - startsAt(b) || a.id - b.id)[0];
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
  const upcoming = [...store.orders.values()].filter((order) => isUpcomingPreorder(order, nowMs)).length;
  if (upcoming < MIN_UPCOMING_PREORDERS) {
    const order = newPreorder(store, preorderRandom, tariff, now);
    store.orders.set(order.id, order);
    changes.push({ name: 'ride', id: order.id });
  }
  return changes;
}

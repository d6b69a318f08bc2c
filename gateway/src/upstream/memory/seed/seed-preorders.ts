import {
  createRandom,
  placeToText,
  quoteRide,
  type OrderRide,
  type Random,
  type Tariff,
} from '@taxi/contracts';
import type { StoredOrder, StoredUser } from '@/upstream/memory/memory-store';
import { estimateRoute } from './route-estimate';
import { PEOPLE_WEIGHTS, pickRoute, type SeedDriver } from './seed-orders';

const MINUTE_MS = 60_000;
const FIVE_MINUTES_MS = 5 * MINUTE_MS;

/**
 * The pre-orders booked for the hours after start-up, so the dispatcher's pre-orders panel and its
 * reminder have something to show at once: minutes ahead (a range, drawn), and whether a driver has
 * taken the ride. The first, without a driver, is due about 20 minutes after start-up, so its
 * reminder (15 minutes before) comes within minutes.
 */
const UPCOMING: readonly { leadMinutes: readonly [number, number]; driver: boolean }[] = [
  { leadMinutes: [16, 20], driver: false },
  { leadMinutes: [40, 55], driver: true },
  { leadMinutes: [100, 160], driver: false },
  { leadMinutes: [240, 360], driver: true },
  { leadMinutes: [600, 900], driver: false },
];

/** How many pre-orders the seed books for the hours after start-up (when there is any history). */
export const UPCOMING_PREORDER_COUNT = UPCOMING.length;

/** Pre-orders are booked for a round time: the next five minutes from `ms`. */
export function roundUpToFiveMinutes(ms: number): number {
  return Math.ceil(ms / FIVE_MINUTES_MS) * FIVE_MINUTES_MS;
}

/** A pre-order ride booked at `createdAtMs` for `atMs`: accepted by `driver`, or waiting for one. */
export function preorderRide(
  random: Random,
  tariff: Tariff,
  createdAtMs: number,
  atMs: number,
  driver: SeedDriver | null,
): OrderRide {
  const driverName = driver?.lastName ?? null;
  const [origin, destination] = pickRoute(random);
  const people = random.weighted(PEOPLE_WEIGHTS);
  const quote = quoteRide(estimateRoute(origin, destination), people, tariff);
  return {
    createdAt: new Date(createdAtMs).toISOString(),
    pickup_location: placeToText(origin),
    destination: placeToText(destination),
    isPreorder: true,
    preorderDateTime: new Date(atMs).toISOString(),
    distance: quote.km,
    status: driverName === null ? 'waiting' : 'accepted',
    price: quote.price,
    payment_method: random.chance(0.35) ? 'card' : 'cash',
    driver: driverName === null ? null : { user: { last_name: driverName } },
    driver_name: driverName,
    id_driver: driverName === null ? null : (driver?.id ?? null),
    people,
    duration: quote.minutes,
  };
}

export type SeedPreordersInput = {
  seed: number;
  tariff: Tariff;
  now: Date;
  /** Customers who may have booked them (by phone, under their own name). */
  customers: readonly StoredUser[];
  drivers: readonly SeedDriver[];
  /** The seeded history they follow: their ids, order numbers and booking times come after it. */
  history: readonly StoredOrder[];
};

/**
 * The upcoming pre-orders, after the history: booked in the last hour (after the newest order of
 * the history), each a row of its own id and order number. An empty history stays empty. Drawn from
 * a stream of their own, so the history's draws are the same with or without them.
 */
export function seedUpcomingPreorders(input: SeedPreordersInput): StoredOrder[] {
  const last = input.history.at(-1);
  if (!last) {
    return [];
  }
  const random = createRandom(input.seed, 'upcoming-preorders');
  const nowMs = input.now.getTime();
  const earliest = Math.max(last.createdAtMs + 1000, nowMs - 60 * MINUTE_MS);
  const bookedAt = UPCOMING.map(
    () => Math.floor((earliest + random.next() * (nowMs - earliest)) / 1000) * 1000,
  )
    .map((ms) => Math.max(ms, last.createdAtMs + 1000))
    .sort((a, b) => a - b);
  const drivers = input.drivers.filter((driver) => driver.lastName !== null);
  return UPCOMING.map(({ leadMinutes, driver }, index) => {
    const createdAtMs = bookedAt[index] ?? nowMs;
    const atMs = roundUpToFiveMinutes(nowMs + random.int(leadMinutes[0], leadMinutes[1]) * MINUTE_MS);
    const customer = input.customers.length > 0 ? random.pick(input.customers) : null;
    const taken = driver && drivers.length > 0 ? random.pick(drivers) : null;
    return {
      id: last.id + 1 + index,
      orderId: last.orderId + 1 + index,
      customerId: customer?.id ?? null,
      orderUser: customer ? { last_name: customer.last_name, phone: customer.phone } : null,
      ride: preorderRide(random, input.tariff, createdAtMs, atMs, taken),
      createdAtMs,
    };
  });
}

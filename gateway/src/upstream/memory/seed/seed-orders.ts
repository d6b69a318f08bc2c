import { placeToText, quoteRide, type OrderRide, type RideStatus, type Tariff } from '@taxi/contracts';
import type { StoredOrder, StoredUser } from '@/upstream/memory/memory-store';
import { MOBILE_PREFIXES, SURNAMES } from './czech-names';
import { OrderTimeSampler } from './order-times';
import { HOME_TOWN_PLACES, PRAGUE_PLACES, REGION_PLACES, type SeedPlace } from './places';
import { createRandom, type Random } from '@taxi/contracts';
import { estimateRoute } from './route-estimate';

export type SeedOrdersInput = {
  seed: number;
  orderCount: number;
  tariff: Tariff;
  now: Date;
  /** Users who may have ordered rides. */
  customers: readonly StoredUser[];
  drivers: readonly SeedDriver[];
};

/** A driver as the seeds name them on a ride: the id and the last name. */
export type SeedDriver = { id: number; lastName: string | null };

const MINUTE_MS = 60_000;
const FIVE_MINUTES_MS = 5 * MINUTE_MS;
// The last few hours always hold rides in progress, so the map and every status have something to show.
const LIVE_STATUSES: readonly RideStatus[] = [
  'waiting',
  'accepted',
  'pickup',
  'waiting',
  'accepted',
  'pickup',
];
const FIRST_ORDER_NUMBER = 1001;

export const PEOPLE_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 45],
  [2, 25],
  [3, 13],
  [4, 7],
  [5, 4],
  [6, 3],
  [7, 2],
  [8, 1],
];

type RouteKind = 'town' | 'region' | 'between-towns' | 'to-prague' | 'within-prague';
const ROUTE_WEIGHTS: readonly (readonly [RouteKind, number])[] = [
  ['town', 55],
  ['region', 28],
  ['between-towns', 7],
  ['to-prague', 4],
  ['within-prague', 6],
];

function twoDistinct(random: Random, places: readonly SeedPlace[]): [SeedPlace, SeedPlace] {
  const origin = random.pick(places);
  const rest = places.filter((place) => place !== origin);
  return [origin, random.pick(rest)];
}

/** Where a typical ride of this company goes: mostly in town, sometimes across the region or to Prague. */
export function pickRoute(random: Random): [SeedPlace, SeedPlace] {
  const kind = random.weighted(ROUTE_WEIGHTS);
  const oneWay = (away: readonly SeedPlace[]): [SeedPlace, SeedPlace] => {
    const pair: [SeedPlace, SeedPlace] = [random.pick(HOME_TOWN_PLACES), random.pick(away)];
    return random.chance(0.5) ? pair : [pair[1], pair[0]];
  };
  switch (kind) {
    case 'town':
      return twoDistinct(random, HOME_TOWN_PLACES);
    case 'region':
      return oneWay(REGION_PLACES);
    case 'between-towns':
      return twoDistinct(random, REGION_PLACES);
    case 'to-prague':
      return oneWay(PRAGUE_PLACES);
    case 'within-prague':
      return twoDistinct(random, PRAGUE_PLACES);
  }
}

function historicalStatus(random: Random, index: number): RideStatus {
  // The first two draws are fixed so that even a short history has both final statuses.
  if (index === 0) {
    return 'declined';
  }
  if (index === 1) {
    return 'done';
  }
  return random.chance(0.08) ? 'declined' : 'done';
}

function orderUser(random: Random, customer: StoredUser | null, phone: string): StoredOrder['orderUser'] {
  if (customer === null) {
    // Phone orders from people without an account: the dispatcher typed a name, or nothing.
    const [male, female] = random.pick(SURNAMES);
    return { last_name: random.chance(0.7) ? random.pick([male, female]) : null, phone };
  }
  return random.chance(0.45) ? { last_name: customer.last_name, phone: customer.phone } : null;
}

// Callers without an account, each with a number of their own; a few call more than once.
function callerPhones(seed: number): () => string {
  const random = createRandom(seed, 'caller-phones');
  const known: string[] = [];
  return () => {
    if (known.length > 0 && random.chance(0.3)) {
      return random.pick(known);
    }
    const phone = `+420${random.pick(MOBILE_PREFIXES)}${String(random.int(0, 999_999)).padStart(6, '0')}`;
    known.push(phone);
    return phone;
  };
}

function buildRide(
  input: SeedOrdersInput,
  random: Random,
  createdAtMs: number,
  status: RideStatus,
): OrderRide {
  const [origin, destination] = pickRoute(random);
  const people = random.weighted(PEOPLE_WEIGHTS);
  const quote = quoteRide(estimateRoute(origin, destination), people, input.tariff);
  const isPreorder = random.chance(0.1);
  // Pre-orders are booked for a round time between ten minutes and three days ahead.
  const preorderAt =
    Math.ceil((createdAtMs + random.int(2, 864) * FIVE_MINUTES_MS) / FIVE_MINUTES_MS) * FIVE_MINUTES_MS;
  const hasDriver = status !== 'waiting' && status !== 'declined' && input.drivers.length > 0;
  const driver = hasDriver ? random.pick(input.drivers) : null;
  const driverName = driver?.lastName ?? null;
  return {
    createdAt: new Date(createdAtMs).toISOString(),
    pickup_location: placeToText(origin),
    destination: placeToText(destination),
    isPreorder,
    preorderDateTime: isPreorder ? new Date(preorderAt).toISOString() : null,
    distance: quote.km,
    status,
    price: quote.price,
    payment_method: random.chance(0.35) ? 'card' : 'cash',
    driver: hasDriver ? { user: { last_name: driverName } } : null,
    driver_name: driverName,
    id_driver: driver?.id ?? null,
    people,
    duration: quote.minutes,
  };
}

/** `orderCount` orders, oldest first, with ids in the order they were created. */
export function seedOrders(input: SeedOrdersInput): StoredOrder[] {
  const random = createRandom(input.seed, 'orders');
  const nowMs = input.now.getTime();
  const customers = random.shuffle(input.customers);
  const liveCount = Math.min(input.orderCount, LIVE_STATUSES.length);
  const sampler = input.orderCount > liveCount ? new OrderTimeSampler(input.now) : null;

  // A separate stream: the phones never shift the draws of the orders themselves.
  const nextCallerPhone = callerPhones(input.seed);
  const drafts: { createdAtMs: number; status: RideStatus }[] = [];
  for (let index = 0; index < input.orderCount; index += 1) {
    const live = LIVE_STATUSES[index];
    if (index < liveCount && live) {
      const createdAtMs = Math.floor((nowMs - random.int(2, 150) * MINUTE_MS) / 1000) * 1000;
      drafts.push({ createdAtMs, status: live });
    } else if (sampler) {
      drafts.push({
        createdAtMs: sampler.sample(random),
        status: historicalStatus(random, index - liveCount),
      });
    }
  }
  drafts.sort((a, b) => a.createdAtMs - b.createdAtMs);

  return drafts.map((draft, index) => {
    // Squaring skews the choice towards the front of the shuffled list: a few regulars ride often.
    const customer =
      customers.length === 0 || random.chance(0.06)
        ? null
        : (customers[Math.floor(random.next() ** 2 * customers.length)] ?? null);
    return {
      id: index + 1,
      orderId: FIRST_ORDER_NUMBER + index,
      customerId: customer?.id ?? null,
      orderUser: orderUser(random, customer, nextCallerPhone()),
      ride: buildRide(input, random, draft.createdAtMs, draft.status),
      createdAtMs: draft.createdAtMs,
    };
  });
}

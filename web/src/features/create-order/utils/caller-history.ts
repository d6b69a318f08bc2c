import {
  foldText,
  nationalDigits,
  type OrderEntry,
  parsePlaceText,
  type Place,
  samePhone,
  type User,
} from '@taxi/contracts';

export const RECENT_PLACES = 5;

export type CallerHistory = {
  /** The number as typed, to call back. */
  phone: string;
  /** The registered account with this phone, if there is one. */
  customer: User | undefined;
  /** Orders placed from this number (typed on the order or the account's own). */
  orderCount: number;
  /** The last distinct pickups and destinations, newest first, each with coordinates. */
  pickups: Place[];
  destinations: Place[];
};

export type OrdersByPhone = ReadonlyMap<string, readonly OrderEntry[]>;

// National digits of a full number only: a half-typed number matches nobody.
const MIN_DIGITS = 9;

function phoneKey(phone: string | null | undefined): string | null {
  const digits = nationalDigits(phone ?? '');
  return digits.length >= MIN_DIGITS ? digits : null;
}

/** The orders under each phone they carry, newest first: built once per load, read per key press. */
export function indexOrdersByPhone(orders: readonly OrderEntry[]): OrdersByPhone {
  const index = new Map<string, OrderEntry[]>();
  for (const order of orders) {
    const keys = new Set([phoneKey(order.order_user?.phone), phoneKey(order.user?.phone)]);
    for (const key of keys) {
      if (key !== null) {
        const list = index.get(key) ?? [];
        list.push(order);
        index.set(key, list);
      }
    }
  }
  const time = (order: OrderEntry) => Date.parse(order.ride.createdAt) || 0;
  for (const list of index.values()) {
    list.sort((a, b) => time(b) - time(a) || b.id - a.id);
  }
  return index;
}

function distinctPlaces(texts: readonly string[]): Place[] {
  const seen = new Set<string>();
  const places: Place[] = [];
  for (const text of texts) {
    const place = parsePlaceText(text);
    const key = foldText(place.name.trim());
    if (!key || place.lat === undefined || place.lng === undefined || seen.has(key)) {
      continue;
    }
    seen.add(key);
    places.push({ name: place.name, lat: place.lat, lng: place.lng });
    if (places.length === RECENT_PLACES) {
      break;
    }
  }
  return places;
}

/** Who is calling from this number and where they last rode from and to; null for an unknown number. */
export function callerHistory(
  phone: string,
  users: readonly User[],
  ordersByPhone: OrdersByPhone,
): CallerHistory | null {
  const key = phoneKey(phone);
  if (key === null) {
    return null;
  }
  const customer = users.find((user) => samePhone(user.phone, phone));
  const orders = ordersByPhone.get(key) ?? [];
  if (!customer && orders.length === 0) {
    return null;
  }
  return {
    phone: phone.trim(),
    customer,
    orderCount: orders.length,
    pickups: distinctPlaces(orders.map((order) => order.ride.pickup_location)),
    destinations: distinctPlaces(orders.map((order) => order.ride.destination)),
  };
}

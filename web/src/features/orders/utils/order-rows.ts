import {
  displayName,
  nationalDigits,
  type OrderEntry,
  parsePlaceText,
  paymentMethodLabel,
  type Place,
  rideStatusLabel,
} from '@taxi/contracts';
import { formatPhone } from '@/components/people-table/format-phone';
import { pragueKeys } from './prague-keys';

/** An order prepared once per load: everything the table, the filters and the export read. */
export type OrderRow = {
  /** The entry as the server sent it (what the driver picker reads). */
  entry: OrderEntry;
  id: number;
  orderId: number;
  createdAt: string;
  createdAtMs: number;
  /** Prague `YYYY-MM-DD` and `YYYY-MM` of `createdAt`. */
  dayKey: string;
  monthKey: string;
  /** Who the order is for, as a dispatcher would say it: the typed name, else the account's. */
  customer: string;
  /** The name given on the order, as typed (may be empty). */
  orderName: string;
  /** The registered account's display name, when the order belongs to one. */
  account: string | null;
  /** The phone typed on the order, else the account's; empty when neither is known. */
  phone: string;
  from: string;
  to: string;
  /** The places with coordinates when the row has them (for a new order for the same customer). */
  fromPlace: Place | null;
  toPlace: Place | null;
  /** Minutes, when the upstream sends them. */
  minutes: number | null;
  people: number;
  km: number;
  price: number;
  payment: string;
  driver: string;
  status: string;
  statusLabel: string;
  isPreorder: boolean;
  preorderAt: string | null;
  /** The searchable columns as one text (folded lazily by the filter, on the first search). */
  searchSource: string;
  /** The national digits of the order's and the account's phones, for a search by a whole number. */
  phoneDigits: string;
};

export const NO_VALUE = '—';

function orderPhone(entry: OrderEntry): string {
  return entry.order_user?.phone?.trim() || entry.user?.phone?.trim() || '';
}

function fullPlace(text: string): Place | null {
  const place = parsePlaceText(text);
  return place.name && place.lat !== undefined && place.lng !== undefined
    ? { name: place.name, lat: place.lat, lng: place.lng }
    : null;
}

function driverName(entry: OrderEntry): string {
  return entry.ride.driver_name?.trim() || entry.ride.driver?.user.last_name?.trim() || NO_VALUE;
}

export function toOrderRow(entry: OrderEntry): OrderRow {
  const { ride } = entry;
  const parsed = Date.parse(ride.createdAt);
  const createdAtMs = Number.isNaN(parsed) ? 0 : parsed;
  const keys = pragueKeys(createdAtMs);
  const orderName = entry.order_user?.last_name?.trim() ?? '';
  const account = entry.user ? displayName(entry.user) : null;
  const customer = orderName || account || NO_VALUE;
  const phone = orderPhone(entry);
  const from = parsePlaceText(ride.pickup_location).name || NO_VALUE;
  const to = parsePlaceText(ride.destination).name || NO_VALUE;
  const driver = driverName(entry);
  const statusLabel = rideStatusLabel(ride.status);
  // A caller gives a name, a number or an address: all of it is searchable, the phone in any spelling.
  const knownPhones = [entry.order_user?.phone, entry.user?.phone]
    .map((known) => known?.trim())
    .filter((known): known is string => Boolean(known));
  const phoneWords = knownPhones
    .map((known) => `${known.replace(/\s+/g, '')} ${formatPhone(known)} ${nationalDigits(known)}`)
    .join(' ');
  return {
    entry,
    id: entry.id,
    orderId: entry.id_order,
    createdAt: ride.createdAt,
    createdAtMs,
    dayKey: keys.day,
    monthKey: keys.month,
    customer,
    orderName,
    account,
    phone,
    from,
    to,
    fromPlace: fullPlace(ride.pickup_location),
    toPlace: fullPlace(ride.destination),
    minutes: typeof ride.duration === 'number' ? ride.duration : null,
    people: ride.people,
    km: ride.distance,
    price: ride.price,
    payment: paymentMethodLabel(ride.payment_method),
    driver,
    status: ride.status,
    statusLabel,
    isPreorder: ride.isPreorder,
    preorderAt: ride.isPreorder ? ride.preorderDateTime : null,
    searchSource: `${entry.id_order} ${orderName} ${account ?? ''} ${phoneWords} ${from} ${to} ${driver} ${statusLabel}`,
    phoneDigits: knownPhones.map(nationalDigits).join(' '),
  };
}

/** Rows newest first (ties: the higher id first). */
export function toOrderRows(entries: readonly OrderEntry[]): OrderRow[] {
  return entries.map(toOrderRow).sort((a, b) => b.createdAtMs - a.createdAtMs || b.id - a.id);
}

/** The newest `count` orders without preparing (or sorting) the whole list. */
export function latestOrders(entries: readonly OrderEntry[], count: number): OrderEntry[] {
  const time = (entry: OrderEntry) => Date.parse(entry.ride.createdAt) || 0;
  const newer = (a: OrderEntry, b: OrderEntry) => time(b) - time(a) || b.id - a.id;
  const top: OrderEntry[] = [];
  for (const entry of entries) {
    if (top.length < count || newer(entry, top[top.length - 1]!) < 0) {
      top.push(entry);
      top.sort(newer);
      if (top.length > count) {
        top.pop();
      }
    }
  }
  return top;
}

/** "Na Kocandě 2031, 412 01 Litoměřice, Česko" → street "Na Kocandě 2031", place "Litoměřice". */
export function splitPlace(name: string): { street: string; town: string } {
  const parts = name
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/^(Česko|Česká republika|Czechia)$/i.test(part));
  const [street = name, ...rest] = parts;
  const town = rest.map((part) => part.replace(/^\d{3}\s?\d{2}\s+/, '')).join(', ');
  return { street, town };
}

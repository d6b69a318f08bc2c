import { pragueOffsetMs } from '../domain/prague-offset';
import { paymentMethodLabel } from '../domain/ride-status';
import { foldText } from '../domain/text';
import type { OrderEntry } from '../orders/orders.schema';
import type { ReportRange } from './report-period';

/** A cell of the week: weekday (1 = Monday) × hour of the Prague wall clock. */
export const HEAT_CELLS = 7 * 24;

/** The row of rides whose order names no driver. */
export const NO_DRIVER_KEY = '';
export const NO_DRIVER_NAME = 'Bez řidiče';

/** One driver's rides in the period; a driver is their id where the list gives it, else their name. */
export type DriverFigures = {
  key: string;
  name: string;
  done: number;
  declined: number;
  /** Kilometres of the done rides. */
  km: number;
  /** Whole Kč of the done rides. */
  revenue: number;
  /** Done rides with a price (the average's divisor). */
  priced: number;
};

export type DayFigures = {
  key: string;
  /** 23 or 25 on the days the clocks change. */
  hours: number;
  orders: number;
  done: number;
  revenue: number;
};

export type GroupFigures = { orders: number; done: number; revenue: number };

export type PaymentFigures = GroupFigures & { label: string };

/** Figures of the orders created in a period, as the Objednávky screen lists them. */
export type OrderReport = {
  totals: {
    orders: number;
    done: number;
    declined: number;
    /** Waiting, accepted or picked up: not finished yet. */
    open: number;
    revenue: number;
    km: number;
    priced: number;
  };
  /** By revenue, highest first; the rides without a driver last (`NO_DRIVER_KEY`). */
  drivers: DriverFigures[];
  /** `(weekday - 1) * 24 + hour`: orders created in that hour, and the revenue of the done ones. */
  heat: { orders: number[]; revenue: number[] };
  days: DayFigures[];
  /** By payment method (label), most orders first. */
  payments: PaymentFigures[];
  preorders: GroupFigures;
  immediate: GroupFigures;
  /** Records shown apart, never dropped: the count of each in the whole list or period. */
  apart: {
    /** Orders whose date cannot be read (in no period): from the whole list. */
    noDate: number;
    /** Done rides in the period whose order names no driver. */
    noDriver: number;
    /** Done rides in the period without a usable price (not in revenue or the average). */
    noPrice: number;
  };
};

/** Average ride price in whole Kč, or null without a priced ride. */
export function averagePrice(figures: { revenue: number; priced: number }): number | null {
  return figures.priced > 0 ? Math.round(figures.revenue / figures.priced) : null;
}

const OPEN_STATUSES: ReadonlySet<string> = new Set(['waiting', 'accepted', 'pickup']);
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

// The lists' creation times, parsed once per list however often the period changes.
const parsedLists = new WeakMap<readonly OrderEntry[], Float64Array>();

/** When each order of the list was created (ms, by index), NaN where its date cannot be read. */
export function createdTimes(entries: readonly OrderEntry[]): Float64Array {
  let times = parsedLists.get(entries);
  if (!times) {
    times = new Float64Array(entries.length);
    for (let index = 0; index < entries.length; index += 1) {
      times[index] = Date.parse(entries[index]!.ride.createdAt);
    }
    parsedLists.set(entries, times);
  }
  return times;
}

// Folding a name costs more than the rest of an order's figures: once per name.
const foldedNames = new Map<string, string>();

function nameKey(name: string): string {
  let key = foldedNames.get(name);
  if (key === undefined) {
    key = `name:${foldText(name)}`;
    foldedNames.set(name, key);
  }
  return key;
}

function driverOf(entry: OrderEntry): { key: string; name: string } {
  const name = entry.ride.driver_name?.trim() || entry.ride.driver?.user.last_name?.trim() || '';
  const id = entry.ride.id_driver;
  if (typeof id === 'number') {
    return { key: `id:${id}`, name: name || `Řidič ${id}` };
  }
  return name ? { key: nameKey(name), name } : { key: NO_DRIVER_KEY, name: NO_DRIVER_NAME };
}

function add(group: GroupFigures, done: boolean, revenue: number): void {
  group.orders += 1;
  group.done += done ? 1 : 0;
  group.revenue += revenue;
}

function emptyGroup(): GroupFigures {
  return { orders: 0, done: 0, revenue: 0 };
}

function usablePrice(price: number): boolean {
  return Number.isFinite(price) && price >= 0;
}

/**
 * Every figure of the Přehledy screen that the order list can tell, in one pass: an order belongs to
 * the Prague day and hour it was created in (the Objednávky screen's day filter); revenue and km are
 * those of done rides. Orders without a readable date, done rides without a driver or a price are
 * counted apart (`apart`), never left out silently.
 */
export function buildOrderReport(entries: readonly OrderEntry[], range: ReportRange): OrderReport {
  const totals = { orders: 0, done: 0, declined: 0, open: 0, revenue: 0, km: 0, priced: 0 };
  const drivers = new Map<string, DriverFigures>();
  const heatOrders = new Array<number>(HEAT_CELLS).fill(0);
  const heatRevenue = new Array<number>(HEAT_CELLS).fill(0);
  const days: DayFigures[] = range.days.map((day) => ({
    key: day.key,
    hours: day.hours,
    orders: 0,
    done: 0,
    revenue: 0,
  }));
  // Prague wall-clock day numbers: a day's index is its number less the first day's.
  const firstWallDay = Math.floor((range.startMs + pragueOffsetMs(range.startMs)) / DAY_MS);
  const payments = new Map<string, PaymentFigures>();
  const preorders = emptyGroup();
  const immediate = emptyGroup();
  const apart = { noDate: 0, noDriver: 0, noPrice: 0 };

  const times = createdTimes(entries);
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index]!;
    const createdMs = times[index]!;
    if (Number.isNaN(createdMs)) {
      apart.noDate += 1;
      continue;
    }
    if (createdMs < range.startMs || createdMs >= range.endMs) {
      continue;
    }
    const { ride } = entry;
    // Wall-clock arithmetic without a Date per order: day 0 (1 January 1970) was a Thursday.
    const wallMs = createdMs + pragueOffsetMs(createdMs);
    const wallDay = Math.floor(wallMs / DAY_MS);
    const weekday = ((wallDay + 3) % 7) + 1;
    const cell = (weekday - 1) * 24 + Math.floor((wallMs - wallDay * DAY_MS) / HOUR_MS);
    const day = days[wallDay - firstWallDay];
    const done = ride.status === 'done';
    const priced = done && usablePrice(ride.price);
    const revenue = priced ? ride.price : 0;
    const km = done && Number.isFinite(ride.distance) && ride.distance > 0 ? ride.distance : 0;

    totals.orders += 1;
    heatOrders[cell]! += 1;
    heatRevenue[cell]! += revenue;
    if (day) {
      day.orders += 1;
      day.revenue += revenue;
      day.done += done ? 1 : 0;
    }
    const label = paymentMethodLabel(ride.payment_method);
    let payment = payments.get(label);
    if (!payment) {
      payment = { label, ...emptyGroup() };
      payments.set(label, payment);
    }
    add(payment, done, revenue);
    add(ride.isPreorder ? preorders : immediate, done, revenue);
    if (OPEN_STATUSES.has(ride.status)) {
      totals.open += 1;
    }
    const declined = ride.status === 'declined';
    if (!done && !declined) {
      continue;
    }
    const who = driverOf(entry);
    let driver = drivers.get(who.key);
    if (!driver) {
      driver = { key: who.key, name: who.name, done: 0, declined: 0, km: 0, revenue: 0, priced: 0 };
      drivers.set(who.key, driver);
    }
    if (declined) {
      totals.declined += 1;
      driver.declined += 1;
      continue;
    }
    totals.done += 1;
    driver.done += 1;
    driver.km += km;
    totals.km += km;
    if (who.key === NO_DRIVER_KEY) {
      apart.noDriver += 1;
    }
    if (priced) {
      driver.revenue += revenue;
      driver.priced += 1;
      totals.revenue += revenue;
      totals.priced += 1;
    } else {
      apart.noPrice += 1;
    }
  }

  const roundKm = (km: number) => Math.round(km * 10) / 10;
  return {
    totals: { ...totals, km: roundKm(totals.km) },
    drivers: [...drivers.values()]
      .map((driver) => ({ ...driver, km: roundKm(driver.km) }))
      .sort(
        (a, b) =>
          Number(a.key === NO_DRIVER_KEY) - Number(b.key === NO_DRIVER_KEY) ||
          b.revenue - a.revenue ||
          b.done - a.done ||
          a.name.localeCompare(b.name, 'cs'),
      ),
    heat: { orders: heatOrders, revenue: heatRevenue },
    days,
    payments: [...payments.values()].sort(
      (a, b) => b.orders - a.orders || a.label.localeCompare(b.label, 'cs'),
    ),
    preorders,
    immediate,
    apart,
  };
}

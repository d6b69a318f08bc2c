import { paymentMethodLabel } from '../domain/ride-status';
import type { OrderEntry } from '../orders/orders.schema';
import { parsePlaceText } from '../orders/place-text';
import type { OrderFact } from './order-facts.schema';

/** The shift that is ending, by default the last 8 hours; the next shift's pre-orders: 12 hours ahead. */
export const SHIFT_DEFAULT_HOURS = 8;
export const HANDOVER_LOOKAHEAD_HOURS = 12;
/** A shift's start may be picked at most this far back. */
export const SHIFT_MAX_HOURS = 24;

const HOUR_MS = 3_600_000;
const OPEN_STATUSES: ReadonlySet<string> = new Set(['waiting', 'accepted', 'pickup']);
// A pre-order in these states needs nothing more from the next shift.
const SETTLED_STATUSES: ReadonlySet<string> = new Set(['done', 'declined', 'pickup']);

/** An order the handover names: its number, and where and when where it matters. */
export type HandoverOrder = {
  orderNumber: number;
  pickup: string;
  /** The pre-order's time (ISO), else null. */
  at: string | null;
  driver: string | null;
};

export type HandoverRevenue = { label: string; rides: number; revenue: number };

export type ShiftHandover = {
  /** Orders created during the shift (the Objednávky screen's rule), by what became of them. */
  done: number[];
  declined: number[];
  /** Deleted by a dispatcher or replaced by re-dispatch during the shift (the gateway's records). */
  cancelled: number[];
  /** Cancellations whose order number the gateway did not learn. */
  cancelledUnnumbered: number;
  /** Revenue of the done rides by payment method. */
  revenue: HandoverRevenue[];
  webOrders: number;
  /** What the next shift takes over: open orders nobody drives, and pre-orders due soon. */
  withoutDriver: HandoverOrder[];
  preorders: HandoverOrder[];
  /** Orders created during the shift whose date could not be read are in no list: counted here. */
  noDate: number;
};

function driverOf(entry: OrderEntry): string | null {
  return entry.ride.driver_name?.trim() || entry.ride.driver?.user.last_name?.trim() || null;
}

function handoverOrder(entry: OrderEntry): HandoverOrder {
  return {
    orderNumber: entry.id_order,
    pickup: parsePlaceText(entry.ride.pickup_location).name || 'Místo neuvedeno',
    at: entry.ride.isPreorder ? entry.ride.preorderDateTime : null,
    driver: driverOf(entry),
  };
}

/**
 * The handover page's figures for the shift [fromMs, nowMs): what it did (by the orders it created),
 * what it earned by payment method, and what the next shift inherits — open immediate orders without a
 * driver, and open pre-orders due within `HANDOVER_LOOKAHEAD_HOURS` (soonest first).
 */
export function buildShiftHandover(
  entries: readonly OrderEntry[],
  facts: readonly OrderFact[],
  fromMs: number,
  nowMs: number,
): ShiftHandover {
  const done: number[] = [];
  const declined: number[] = [];
  const revenue = new Map<string, HandoverRevenue>();
  const withoutDriver: HandoverOrder[] = [];
  const preorders: { order: HandoverOrder; atMs: number }[] = [];
  const horizon = nowMs + HANDOVER_LOOKAHEAD_HOURS * HOUR_MS;
  let noDate = 0;

  for (const entry of entries) {
    const { ride } = entry;
    const created = Date.parse(ride.createdAt);
    if (Number.isNaN(created)) {
      noDate += 1;
    } else if (created >= fromMs && created < nowMs) {
      if (ride.status === 'done') {
        done.push(entry.id_order);
        const label = paymentMethodLabel(ride.payment_method);
        const line = revenue.get(label) ?? { label, rides: 0, revenue: 0 };
        line.rides += 1;
        line.revenue += Number.isFinite(ride.price) && ride.price >= 0 ? ride.price : 0;
        revenue.set(label, line);
      } else if (ride.status === 'declined') {
        declined.push(entry.id_order);
      }
    }
    if (ride.isPreorder) {
      const atMs = ride.preorderDateTime ? Date.parse(ride.preorderDateTime) : NaN;
      if (!SETTLED_STATUSES.has(ride.status) && atMs >= nowMs && atMs < horizon) {
        preorders.push({ order: handoverOrder(entry), atMs });
      }
    } else if (OPEN_STATUSES.has(ride.status) && driverOf(entry) === null) {
      withoutDriver.push(handoverOrder(entry));
    }
  }

  const shiftFacts = facts.filter((fact) => {
    const at = Date.parse(fact.at);
    return at >= fromMs && at < nowMs;
  });
  const cancelledFacts = shiftFacts.filter((fact) => fact.kind === 'deleted' || fact.kind === 'redispatched');
  const cancelled = cancelledFacts.flatMap((fact) =>
    'orderNumber' in fact && fact.orderNumber !== null ? [fact.orderNumber] : [],
  );
  const ascending = (a: number, b: number) => a - b;
  return {
    done: done.sort(ascending),
    declined: declined.sort(ascending),
    cancelled: cancelled.sort(ascending),
    cancelledUnnumbered: cancelledFacts.length - cancelled.length,
    revenue: [...revenue.values()].sort((a, b) => b.revenue - a.revenue),
    webOrders: shiftFacts.filter((fact) => fact.kind === 'webOrder').length,
    withoutDriver: withoutDriver.sort((a, b) => a.orderNumber - b.orderNumber),
    preorders: preorders
      .sort((a, b) => a.atMs - b.atMs || a.order.orderNumber - b.order.orderNumber)
      .map(({ order }) => order),
    noDate,
  };
}

import { type OrderEntry, parsePlaceText } from '@taxi/contracts';

const MINUTE_MS = 60_000;
/** The panel looks this far ahead: 24 real hours (23 or 25 on the wall clock on a DST day). */
export const PREORDER_WINDOW_MS = 24 * 60 * MINUTE_MS;
/** A pre-order this close is highlighted. */
export const PREORDER_SOON_MS = 30 * MINUTE_MS;
/** A pre-order without a driver this close is reminded of. */
export const PREORDER_REMINDER_MS = 15 * MINUTE_MS;

// A pre-order in these states needs nothing more from dispatch.
const SETTLED_STATUSES: ReadonlySet<string> = new Set(['done', 'declined', 'pickup']);

/** An open pre-order as the panel and the reminder read it. */
export type Preorder = {
  /** The entry as the server sent it (what the driver picker reads). */
  entry: OrderEntry;
  id: number;
  orderNumber: number;
  /** The booked time, as sent, and as an instant. */
  at: string;
  atMs: number;
  pickup: string;
  /** The driver's name, or null when nobody drives it yet. */
  driver: string | null;
};

function driverOf(entry: OrderEntry): string | null {
  return entry.ride.driver_name?.trim() || entry.ride.driver?.user.last_name?.trim() || null;
}

/** The entry as an open pre-order with a readable time, else null. */
export function toPreorder(entry: OrderEntry): Preorder | null {
  const { ride } = entry;
  if (!ride.isPreorder || !ride.preorderDateTime || SETTLED_STATUSES.has(ride.status)) {
    return null;
  }
  const atMs = Date.parse(ride.preorderDateTime);
  if (Number.isNaN(atMs)) {
    return null;
  }
  return {
    entry,
    id: entry.id,
    orderNumber: entry.id_order,
    at: ride.preorderDateTime,
    atMs,
    pickup: parsePlaceText(ride.pickup_location).name || 'Místo neuvedeno',
    driver: driverOf(entry),
  };
}

/** Every open pre-order, soonest first (ties: the lower order number first). */
export function openPreorders(entries: readonly OrderEntry[]): Preorder[] {
  const found: Preorder[] = [];
  for (const entry of entries) {
    const preorder = toPreorder(entry);
    if (preorder) {
      found.push(preorder);
    }
  }
  return found.sort((a, b) => a.atMs - b.atMs || a.orderNumber - b.orderNumber);
}

/** The pre-orders due from now to 24 hours ahead, soonest first. */
export function upcomingPreorders(preorders: readonly Preorder[], nowMs: number): Preorder[] {
  return preorders.filter(
    (preorder) => preorder.atMs >= nowMs && preorder.atMs - nowMs <= PREORDER_WINDOW_MS,
  );
}

/** Due within 30 minutes (and not yet past). */
export function isDueSoon(preorder: Preorder, nowMs: number): boolean {
  return preorder.atMs >= nowMs && preorder.atMs - nowMs <= PREORDER_SOON_MS;
}

/** Without a driver and due within 15 minutes (and not yet past): time to remind the dispatcher. */
export function needsReminder(preorder: Preorder, nowMs: number): boolean {
  return preorder.driver === null && preorder.atMs > nowMs && preorder.atMs - nowMs <= PREORDER_REMINDER_MS;
}

/** When the next pre-order without a driver comes within 15 minutes; null when none will. */
export function nextReminderAt(preorders: readonly Preorder[], nowMs: number): number | null {
  let next: number | null = null;
  for (const preorder of preorders) {
    const at = preorder.atMs - PREORDER_REMINDER_MS;
    if (preorder.driver === null && at > nowMs && (next === null || at < next)) {
      next = at;
    }
  }
  return next;
}

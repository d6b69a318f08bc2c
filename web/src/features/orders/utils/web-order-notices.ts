import { type OrderEntry, parsePlaceText, type WebOrderRecord } from '@taxi/contracts';
import { seenDriverName } from './driver-assignment';
import { splitPlace } from './order-rows';

/** The key of the one toast about a web order (its notice, then its escalation). */
export const webNoticeKey = (orderNumber: number) => `web-order-${orderNumber}`;

/** The entries of the given web orders, found in one pass over the (possibly long) order list. */
export function entriesOf(
  orders: readonly OrderEntry[] | undefined,
  records: readonly WebOrderRecord[],
): ReadonlyMap<number, OrderEntry> {
  const wanted = new Set(records.map((record) => record.orderNumber));
  const found = new Map<number, OrderEntry>();
  for (const entry of wanted.size > 0 ? (orders ?? []) : []) {
    if (wanted.has(entry.id_order)) {
      found.set(entry.id_order, entry);
    }
  }
  return found;
}

/** Open and nobody drives it yet (by the overview's state and, once loaded, the order list). */
export function waitsForDriver(record: WebOrderRecord, entry: OrderEntry | undefined): boolean {
  return record.state === 'waiting' && (entry === undefined || seenDriverName(entry) === null);
}

/** Still to be taken up by a dispatcher here: the notice rings for it. */
export function waitsForDispatcher(
  record: WebOrderRecord,
  entry: OrderEntry | undefined,
  takenUp: ReadonlySet<number>,
): boolean {
  return record.seenAt === null && !takenUp.has(record.orderNumber) && waitsForDriver(record, entry);
}

const shortPlace = (text: string) => splitPlace(parsePlaceText(text).name).street;

/** "Mírové náměstí → Terezín". */
export function routeText(entry: OrderEntry): string {
  return `${shortPlace(entry.ride.pickup_location)} → ${shortPlace(entry.ride.destination)}`;
}

/** A Prague wall-clock time `2026-12-02T18:30` as "2. 12. 18:30" (no-break spaces: one piece on a line). */
export function wallClockText(when: string): string {
  const [, month, day, hour, minute] = /^\d{4}-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(when) ?? [];
  return day ? `${Number(day)}.\u00a0${Number(month)}.\u00a0${Number(hour)}:${minute}` : when;
}

function about(record: WebOrderRecord, entry: OrderEntry | undefined): string {
  const route = entry ? ` – ${routeText(entry)}` : '';
  return record.when === 'asap' ? route : `${route || ' –'} na ${wallClockText(record.when)}`;
}

/** "Nová objednávka z webu č. 2231 – Mírové náměstí → Terezín" (a pre-order: "… na 2. 12. 18:30"). */
export function newWebOrderMessage(record: WebOrderRecord, entry: OrderEntry | undefined): string {
  return `Nová objednávka z webu č. ${record.orderNumber}${about(record, entry)}`;
}

/** "Objednávka z webu č. 2231 čeká 5 min bez řidiče – Mírové náměstí → Terezín". */
export function escalatedMessage(record: WebOrderRecord, entry: OrderEntry | undefined, now: number): string {
  const minutes = Math.max(1, Math.floor((now - Date.parse(record.createdAt)) / 60_000));
  return `Objednávka z webu č. ${record.orderNumber} čeká ${minutes} min bez řidiče${about(record, entry)}`;
}

/** When an immediate web order still without a driver escalates; null for a pre-order (its reminder). */
export function escalatesAt(record: WebOrderRecord, escalateAfterMs: number): number | null {
  const created = Date.parse(record.createdAt);
  return record.when === 'asap' && !Number.isNaN(created) ? created + escalateAfterMs : null;
}

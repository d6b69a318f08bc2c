import {
  type AssignedDriver,
  type Driver,
  foldText,
  type OrderEntry,
  parsePlaceText,
  type Place,
  type UpstreamExtensions,
} from '@taxi/contracts';

/**
 * How a dispatcher can give an order a driver with the server at hand (docs/dispatch.md):
 * - `assign`: the server has the orderAssign extension — set, change or take off the driver in place;
 * - `redispatch`: it has not, and the order is immediate — a copy with the new driver, the original deleted;
 * - `call`: it has not, and the order is a pre-order (the create call cannot carry its time) — the
 *   picker lists the drivers' phones;
 * - `none`: the ride is under way or over; nothing to do.
 */
export type AssignWay = 'assign' | 'redispatch' | 'call' | 'none';

// A driver can still be given to (or taken from) a ride nobody has picked up yet.
const OPEN_STATUSES: ReadonlySet<string> = new Set(['waiting', 'accepted', 'declined']);

/** The way for this order; null while the gateway has not said which extensions work. */
export function assignWay(entry: OrderEntry, extensions: UpstreamExtensions | undefined): AssignWay | null {
  if (!OPEN_STATUSES.has(entry.ride.status)) {
    return 'none';
  }
  if (!extensions) {
    return null;
  }
  if (extensions.orderAssign) {
    return 'assign';
  }
  return entry.ride.isPreorder ? 'call' : 'redispatch';
}

/** The driver's name as the list shows it, or null when the order has none. */
export function seenDriverName(entry: OrderEntry): string | null {
  return entry.ride.driver_name?.trim() || entry.ride.driver?.user.last_name?.trim() || null;
}

/** What the button that opens the picker says; null when there is nothing to do. */
export function assignActionLabel(way: AssignWay, entry: OrderEntry): string | null {
  switch (way) {
    case 'assign':
      return seenDriverName(entry) ? 'Změnit řidiče' : 'Přidělit řidiče';
    case 'redispatch':
      return 'Přeobsadit';
    case 'call':
      return 'Zavolat řidiči';
    case 'none':
      return null;
  }
}

/**
 * The driver id the dispatcher saw, for the extension's `expected_id_driver`: the list's own id when
 * the server says it; none when the order names nobody; else the one driver of that last name.
 * Undefined when it cannot be told (several drivers of the name, or none in the list).
 */
export function expectedDriverId(entry: OrderEntry, drivers: readonly Driver[]): number | null | undefined {
  if (entry.ride.id_driver !== undefined) {
    return entry.ride.id_driver;
  }
  const name = seenDriverName(entry);
  if (name === null) {
    return null;
  }
  const named = drivers.filter((driver) => foldText(driver.user?.last_name?.trim() ?? '') === foldText(name));
  return named.length === 1 ? named[0]!.id : undefined;
}

/** Whether a 409's `current` is the driver the dispatcher saw (only the id was unknown). */
export function isSeenDriver(entry: OrderEntry, current: AssignedDriver | undefined): boolean {
  const seen = seenDriverName(entry);
  return (
    current !== undefined &&
    current.id_driver !== null &&
    seen !== null &&
    foldText(current.driver_name?.trim() ?? '') === foldText(seen)
  );
}

/** The pickup with its coordinates (for Nejbližší vozy), or null when the list has none. */
export function pickupPlace(entry: OrderEntry): Place | null {
  const place = parsePlaceText(entry.ride.pickup_location);
  return place.lat !== undefined && place.lng !== undefined
    ? { name: place.name, lat: place.lat, lng: place.lng }
    : null;
}

/**
 * The orders with one order's driver set (or taken off) as the screen shows it before the server
 * answers: a driver makes the ride accepted, none puts it back to waiting.
 */
export function withDriver(
  entries: readonly OrderEntry[],
  rowId: number,
  driver: AssignedDriver,
): OrderEntry[] {
  return entries.map((entry) =>
    entry.id === rowId
      ? {
          ...entry,
          ride: {
            ...entry.ride,
            id_driver: driver.id_driver,
            driver_name: driver.driver_name,
            driver: driver.driver_name === null ? null : { user: { last_name: driver.driver_name } },
            status: driver.id_driver === null ? 'waiting' : 'accepted',
          },
        }
      : entry,
  );
}

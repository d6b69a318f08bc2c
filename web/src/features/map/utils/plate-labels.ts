/** The visible part of the map, in degrees. */
export type ViewBounds = { south: number; west: number; north: number; east: number };

/**
 * Plates are permanent labels only while at most this many cars are in view: each label is a DOM
 * element that moves with every pan and zoom, and a crowd of labels is unreadable anyway. With
 * more cars the plate shows on hover, in the list, and again after zooming in.
 */
export const MAX_PLATE_LABELS = 60;

type Located = { id: string; lat: number; lng: number };

export function isInBounds(item: Located, bounds: ViewBounds): boolean {
  return (
    item.lat >= bounds.south && item.lat <= bounds.north && item.lng >= bounds.west && item.lng <= bounds.east
  );
}

/** Ids of the cars whose plate is shown as a permanent label in this view (none when too many). */
export function plateLabelIds(
  vehicles: readonly Located[],
  bounds: ViewBounds | null,
  max = MAX_PLATE_LABELS,
): ReadonlySet<string> {
  if (bounds === null) {
    return new Set();
  }
  const inView = vehicles.filter((vehicle) => isInBounds(vehicle, bounds));
  return new Set(inView.length <= max ? inView.map((vehicle) => vehicle.id) : []);
}

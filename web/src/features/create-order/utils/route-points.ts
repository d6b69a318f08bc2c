import type { Place, RouteResult } from '@taxi/contracts';

export type LatLngPair = [number, number];

/**
 * What a route map should keep in view: the whole line once there is one, otherwise the places
 * chosen so far (one place → centre on it).
 */
export function routePoints(
  pickup: Place | null,
  destination: Place | null,
  path: RouteResult['path'] | undefined,
): LatLngPair[] {
  if (path && path.length > 0) {
    return path;
  }
  return [pickup, destination]
    .filter((place): place is Place => place !== null)
    .map((place): LatLngPair => [place.lat, place.lng]);
}

/** The map's accessible name, which also tells a screen-reader user what the map shows. */
export function routeMapLabel(pickup: Place | null, destination: Place | null, hasRoute: boolean): string {
  return hasRoute && pickup && destination
    ? `Mapa trasy: ${pickup.name} → ${destination.name}`
    : 'Mapa trasy';
}

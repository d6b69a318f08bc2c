import type { NearestVehicle, Place, RouteResult } from '@taxi/contracts';

export type LatLngPair = [number, number];

/**
 * What a route map should keep in view: the whole line once there is one, otherwise the places
 * chosen so far (one place → centre on it).
 */
export function routePoints(
  pickup: Place | null,
  destination: Place | null,
  path: RouteResult['path'] | undefined,
  /** Nejbližší vozy: kept in view with the pickup until a destination is chosen. */
  vehicles: readonly NearestVehicle[] = [],
): LatLngPair[] {
  if (path && path.length > 0) {
    return path;
  }
  const places = [pickup, destination]
    .filter((place): place is Place => place !== null)
    .map((place): LatLngPair => [place.lat, place.lng]);
  const cars = pickup && !destination ? vehicles.map((car): LatLngPair => carPosition(car)) : [];
  return [...places, ...cars];
}

export function carPosition(vehicle: NearestVehicle): LatLngPair {
  return [vehicle.position.latitude, vehicle.position.longitude];
}

/**
 * What the view is fitted to, as a key: the places, the route and which cars are shown, not where
 * the cars are, so a car moving a few metres every poll does not pull the map away from the user.
 */
export function routeFitKey(
  pickup: Place | null,
  destination: Place | null,
  path: RouteResult['path'] | undefined,
  vehicles: readonly NearestVehicle[] = [],
): string {
  const at = (place: Place | null) => (place ? `${place.lat},${place.lng}` : '-');
  const cars = pickup && !destination ? vehicles.map((car) => String(car.carID)).join(',') : '';
  return `${at(pickup)}|${at(destination)}|${path?.length ?? 0}:${path?.[0]?.join(',') ?? ''}|${cars}`;
}

/** The map's accessible name, which also tells a screen-reader user what the map shows. */
export function routeMapLabel(pickup: Place | null, destination: Place | null, hasRoute: boolean): string {
  return hasRoute && pickup && destination
    ? `Mapa trasy: ${pickup.name} → ${destination.name}`
    : 'Mapa trasy';
}

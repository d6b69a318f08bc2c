import type { NearestVehicle, Place, RouteResult } from '@taxi/contracts';
import { useState } from 'react';
import { type LatLngPair, routeFitKey, routePoints } from '@/features/create-order/utils/route-points';

/**
 * The points a route map fits its view to, as a new array only when the fit should change (see
 * `routeFitKey`): both renderers refit on a new array, so cars moving every poll leave the view alone.
 */
export function useRouteFit(
  pickup: Place | null,
  destination: Place | null,
  path: RouteResult['path'] | undefined,
  vehicles: readonly NearestVehicle[] = [],
): LatLngPair[] {
  const key = routeFitKey(pickup, destination, path, vehicles);
  const [fit, setFit] = useState(() => ({ key, points: routePoints(pickup, destination, path, vehicles) }));
  if (fit.key !== key) {
    const next = { key, points: routePoints(pickup, destination, path, vehicles) };
    setFit(next);
    return next.points;
  }
  return fit.points;
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Place, RouteResult } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** "lat,lng" as the route call expects it (fixed notation: never an exponent). */
export function coordinateParam(place: Pick<Place, 'lat' | 'lng'>): string {
  return `${place.lat.toFixed(6)},${place.lng.toFixed(6)}`;
}

/** `GET /api/geo/route?from=…&to=…`: driving distance, duration and the line to draw. */
export function getRoute(from: string, to: string, signal?: AbortSignal): Promise<RouteResult> {
  return callApi('route', { query: { from, to }, signal });
}

export function routeQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: queryKeys.route(from, to),
    queryFn: ({ signal }) => getRoute(from, to, signal),
    staleTime: 10 * 60_000,
  });
}

/** The route between the two chosen places; idle until both are chosen. */
export function useRoute(pickup: Place | null, destination: Place | null) {
  const from = pickup ? coordinateParam(pickup) : '';
  const to = destination ? coordinateParam(destination) : '';
  return useQuery({
    ...routeQueryOptions(from, to),
    enabled: Boolean(pickup && destination),
    // While a changed place is routed, the previous line stays instead of an empty map.
    placeholderData: keepPreviousData,
  });
}

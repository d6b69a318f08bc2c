import { useQuery } from '@tanstack/react-query';
import type { Place } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Cars report every 10 s; asking a little less often keeps the list current without a request per poll. */
export const NEAREST_REFRESH_MS = 15_000;

/** "Nejbližší vozy" to the chosen pickup, refreshed while the form is open; idle without a pickup. */
export function useNearestVehicles(pickup: Place | null) {
  // About a metre: the same pickup picked again asks nothing new.
  const lat = pickup ? Number(pickup.lat.toFixed(5)) : 0;
  const lng = pickup ? Number(pickup.lng.toFixed(5)) : 0;
  return useQuery({
    queryKey: queryKeys.nearestVehicles(lat, lng),
    queryFn: ({ signal }) => callApi('fleetNearest', { query: { lat, lng }, signal }),
    enabled: pickup !== null,
    refetchInterval: NEAREST_REFRESH_MS,
    staleTime: NEAREST_REFRESH_MS,
  });
}

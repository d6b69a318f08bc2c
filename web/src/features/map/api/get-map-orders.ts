import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapOrder } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/order/getMapData`: the active orders (the spec's map order data). */
export function getMapOrders(signal?: AbortSignal): Promise<MapOrder[]> {
  return callApi('orderMapData', { signal });
}

/**
 * Ride and `driverLocationChange` events invalidate `queryKeys.mapOrders` centrally; `pollMs` is the
 * safety net while the live link is down.
 */
export function mapOrdersQueryOptions(pollMs: number | false) {
  return queryOptions({
    queryKey: queryKeys.mapOrders,
    queryFn: ({ signal }) => getMapOrders(signal),
    staleTime: 5_000,
    refetchInterval: pollMs,
  });
}

export function useMapOrders(pollMs: number | false) {
  return useQuery(mapOrdersQueryOptions(pollMs));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderEntry } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/order`: every order (the list can hold tens of thousands); the orders screens and the caller panel share it. */
export function getOrders(signal?: AbortSignal): Promise<OrderEntry[]> {
  return callApi('orderList', { signal });
}

export function ordersQueryOptions(pollMs: number | false = false) {
  // Ride events reload the list; between them it stays fresh (polled only while they cannot arrive).
  return queryOptions({
    queryKey: queryKeys.orders,
    queryFn: ({ signal }) => getOrders(signal),
    staleTime: 60_000,
    refetchInterval: pollMs,
  });
}

/** `pollMs`: the live screens pass the realtime fallback poll (off while "Živě"). */
export function useOrders(pollMs: number | false = false) {
  return useQuery(ordersQueryOptions(pollMs));
}

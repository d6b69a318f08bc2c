import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderEntry } from '@taxi/contracts';
import { callApi } from '../api-client';
import { queryKeys } from '../query-keys';

/** `GET /api/order`: every order (the list can hold tens of thousands); the orders screens and the caller panel share it. */
export function getOrders(signal?: AbortSignal): Promise<OrderEntry[]> {
  return callApi('orderList', { signal });
}

export function ordersQueryOptions() {
  // Ride events reload the list; between them it stays fresh.
  return queryOptions({
    queryKey: queryKeys.orders,
    queryFn: ({ signal }) => getOrders(signal),
    staleTime: 60_000,
  });
}

export function useOrders() {
  return useQuery(ordersQueryOptions());
}

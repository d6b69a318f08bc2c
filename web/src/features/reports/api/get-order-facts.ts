import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderFacts } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/reports/order-facts`: what the gateway recorded in [from, to) and since when it knows each kind. */
export function getOrderFacts(from: string, to: string, signal?: AbortSignal): Promise<OrderFacts> {
  return callApi('orderFacts', { query: { from, to }, signal });
}

export const orderFactsQueryOptions = (startMs: number, endMs: number) => {
  const from = new Date(startMs).toISOString();
  const to = new Date(endMs).toISOString();
  return queryOptions({
    queryKey: queryKeys.orderFacts(from, to),
    queryFn: ({ signal }) => getOrderFacts(from, to, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
};

/** The facts of a period; null while it has none (an invalid period asks for nothing). */
export function useOrderFacts(range: { startMs: number; endMs: number } | null) {
  return useQuery({
    ...orderFactsQueryOptions(range?.startMs ?? 0, range?.endMs ?? 1),
    enabled: range !== null,
  });
}

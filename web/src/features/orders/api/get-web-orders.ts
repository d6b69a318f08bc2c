import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebOrderRecord, WebOrdersOverview } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useFallbackPoll } from '@/lib/realtime/use-fallback-poll';

export function getWebOrders(signal?: AbortSignal): Promise<WebOrdersOverview> {
  return callApi('webOrdersOverview', { signal });
}

// The `webOrder` event and the ride events reload it (the realtime provider); polled only while they
// cannot arrive, or faster where a screen asks (the pause switch follows other dispatchers' changes).
export function webOrdersQueryOptions(pollMs: number | false = false) {
  return queryOptions({
    queryKey: queryKeys.webOrders,
    queryFn: ({ signal }) => getWebOrders(signal),
    staleTime: 60_000,
    refetchInterval: pollMs,
  });
}

/** `GET /api/web-orders/admin`: the pause switch and the open web orders with their needs. */
export function useWebOrders(pollMs?: number) {
  const fallback = useFallbackPoll();
  return useQuery(webOrdersQueryOptions(pollMs ?? fallback));
}

const byNumber = (overview: WebOrdersOverview): ReadonlyMap<number, WebOrderRecord> =>
  new Map(overview.orders.map((record) => [record.orderNumber, record]));

/** The open web orders by order number, for marking rows "Web"; empty while unknown. */
export function useWebOrderRecords(): ReadonlyMap<number, WebOrderRecord> {
  const fallback = useFallbackPoll();
  return useQuery({ ...webOrdersQueryOptions(fallback), select: byNumber }).data ?? NONE;
}

const NONE: ReadonlyMap<number, WebOrderRecord> = new Map();

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Balance } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useFallbackPoll } from '@/lib/realtime/use-fallback-poll';

/** `GET /api/payment/me/balance`: earnings of done rides in the eight windows. */
export function getBalance(signal?: AbortSignal): Promise<Balance> {
  return callApi('balance', { signal });
}

export function balanceQueryOptions(pollMs: number | false = false) {
  return queryOptions({
    queryKey: queryKeys.balance,
    queryFn: ({ signal }) => getBalance(signal),
    refetchInterval: pollMs,
  });
}

export function useBalance() {
  return useQuery(balanceQueryOptions(useFallbackPoll()));
}

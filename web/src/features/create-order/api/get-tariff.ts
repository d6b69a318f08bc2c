import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tariff } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/order/tariff`: the tariff the gateway is configured with (env `TARIFF_*`). */
export function getTariff(signal?: AbortSignal): Promise<Tariff> {
  return callApi('tariff', { signal });
}

export function tariffQueryOptions() {
  // Server configuration: it changes only with a restart.
  return queryOptions({
    queryKey: queryKeys.tariff,
    queryFn: ({ signal }) => getTariff(signal),
    staleTime: Infinity,
  });
}

export function useTariff() {
  return useQuery(tariffQueryOptions());
}

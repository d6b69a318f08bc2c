import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vip } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getVips(signal?: AbortSignal): Promise<Vip[]> {
  return callApi('vipList', { signal });
}

export function vipsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.vip, queryFn: ({ signal }) => getVips(signal) });
}

export function useVips() {
  return useQuery(vipsQueryOptions());
}

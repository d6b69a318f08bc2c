import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vip } from '@taxi/contracts';
import { callApi } from '../api-client';
import { queryKeys } from '../query-keys';

export function getVips(signal?: AbortSignal): Promise<Vip[]> {
  return callApi('vipList', { signal });
}

export function vipsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.vip, queryFn: ({ signal }) => getVips(signal) });
}

export function useVips() {
  return useQuery(vipsQueryOptions());
}

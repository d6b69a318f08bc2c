import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The page watches a degraded dependency come back without a manual reload.
const STATUS_POLL_MS = 10_000;

export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return callApi('systemStatus', { signal });
}

export function systemStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.systemStatus,
    queryFn: ({ signal }) => getSystemStatus(signal),
    staleTime: 0,
    refetchInterval: STATUS_POLL_MS,
  });
}

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}

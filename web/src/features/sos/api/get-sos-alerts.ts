import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SosAlert } from '@taxi/contracts';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// The `sos` socket event reloads the list at once; polling is the safety net while the link is down.
const SOS_POLL_MS = 30_000;

export function getSosAlerts(signal?: AbortSignal): Promise<SosAlert[]> {
  return callApi('sosList', { signal });
}

export function sosAlertsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.sos,
    queryFn: ({ signal }) => getSosAlerts(signal),
    staleTime: 0,
    refetchInterval: SOS_POLL_MS,
    refetchIntervalInBackground: true,
  });
}

/** Open SOS alerts, newest first. */
export function useSosAlerts() {
  return useQuery(sosAlertsQueryOptions());
}

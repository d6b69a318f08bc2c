import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SosAlert } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useFallbackPoll } from '@/lib/realtime/use-fallback-poll';

// The `sos` socket event reloads the list at once; a slow poll is the safety net even while "Živě"
// (an alert must never wait on a silently lost event), a fast one while the link is down.
const SOS_POLL_MS = 30_000;

export function getSosAlerts(signal?: AbortSignal): Promise<SosAlert[]> {
  return callApi('sosList', { signal });
}

export function sosAlertsQueryOptions(pollMs: number | false = false) {
  return queryOptions({
    queryKey: queryKeys.sos,
    queryFn: ({ signal }) => getSosAlerts(signal),
    staleTime: 0,
    refetchInterval: pollMs === false ? SOS_POLL_MS : Math.min(pollMs, SOS_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

/** Open SOS alerts, newest first. */
export function useSosAlerts() {
  return useQuery(sosAlertsQueryOptions(useFallbackPoll()));
}

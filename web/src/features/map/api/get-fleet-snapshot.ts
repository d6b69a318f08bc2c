import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FleetSnapshot } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/fleet/positions`: the gateway's latest poll of the tracking service and its health. */
export function getFleetSnapshot(signal?: AbortSignal): Promise<FleetSnapshot> {
  return callApi('fleetPositions', { signal });
}

/** `pollMs` false while the socket pushes every snapshot; a number while the live link is down. */
export function fleetSnapshotQueryOptions(pollMs: number | false) {
  return queryOptions({
    queryKey: queryKeys.fleet,
    queryFn: ({ signal }) => getFleetSnapshot(signal),
    staleTime: 0,
    refetchInterval: pollMs,
  });
}

export function useFleetSnapshot(pollMs: number | false) {
  return useQuery(fleetSnapshotQueryOptions(pollMs));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkHoursEntry } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admins/me/workhours`: this admin's seven days. */
export function getWorkHours(signal?: AbortSignal): Promise<WorkHoursEntry[]> {
  return callApi('workHoursList', { signal });
}

export function workHoursQueryOptions() {
  return queryOptions({ queryKey: queryKeys.workHours, queryFn: ({ signal }) => getWorkHours(signal) });
}

export function useWorkHours() {
  return useQuery(workHoursQueryOptions());
}

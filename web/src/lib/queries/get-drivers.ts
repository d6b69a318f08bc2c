import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Driver } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getDrivers(signal?: AbortSignal): Promise<Driver[]> {
  return callApi('driverList', { signal });
}

export function driversQueryOptions() {
  return queryOptions({ queryKey: queryKeys.drivers, queryFn: ({ signal }) => getDrivers(signal) });
}

/** The drivers with their user, sorted by last name. */
export function useDrivers() {
  return useQuery(driversQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginHistoryEntry } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getLoginHistory(signal?: AbortSignal): Promise<LoginHistoryEntry[]> {
  return callApi('loginHistory', { signal });
}

export function loginHistoryQueryOptions() {
  return queryOptions({ queryKey: queryKeys.loginHistory, queryFn: ({ signal }) => getLoginHistory(signal) });
}

/** Logins, logouts and failed attempts, newest first. */
export function useLoginHistory() {
  return useQuery(loginHistoryQueryOptions());
}

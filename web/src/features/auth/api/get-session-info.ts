import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/session`: who signed in (as the gateway recorded it) and after how long idle the screen locks. */
export function useSessionInfo(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.sessionInfo,
    queryFn: ({ signal }) => callApi('sessionInfo', { signal }),
    // Read once per admin visit (and again after unlocking, which reloads everything).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    enabled,
  });
}

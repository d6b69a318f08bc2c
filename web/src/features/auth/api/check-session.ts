import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admins/me`: true while the HttpOnly session cookie belongs to a signed-in admin. */
export async function checkSession(signal?: AbortSignal): Promise<boolean> {
  return (await callApi('tokenCheck', { signal })) === true;
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => checkSession(signal),
    // Checked once per visit; a 401 from any later call or a refused live connection re-checks it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useSessionCheck(enabled: boolean) {
  return useQuery({ ...sessionQueryOptions(), enabled });
}

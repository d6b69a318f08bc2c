import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What ops switch on changes only with a restart: asked once a few minutes is plenty. */
const EXTENSIONS_STALE_MS = 5 * 60_000;

/** The one query of which proposed extensions work: a hook reads it, an event handler waits for it. */
export function upstreamExtensionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.upstreamExtensions,
    queryFn: ({ signal }) => callApi('upstreamExtensions', { signal }),
    staleTime: EXTENSIONS_STALE_MS,
  });
}

/** Which proposed extensions of the company's API work now; unknown (undefined) while it loads. */
export function useUpstreamExtensions() {
  return useQuery(upstreamExtensionsQueryOptions());
}

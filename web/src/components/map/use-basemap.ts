import { useQuery } from '@tanstack/react-query';
import type { Basemap } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The fallback map's geometry: fetched only when a map needs it, then kept for the session. */
export function useBasemap(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.basemap,
    queryFn: ({ signal }): Promise<Basemap> => callApi('basemap', { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

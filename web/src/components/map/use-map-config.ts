import { useQuery } from '@tanstack/react-query';
import type { MapConfig } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Tile URL, attribution and (with the Google renderer) the browser key: server configuration, fetched once. */
export function useMapConfig() {
  return useQuery({
    queryKey: queryKeys.mapConfig,
    queryFn: ({ signal }): Promise<MapConfig> => callApi('mapConfig', { signal }),
    staleTime: Infinity,
  });
}

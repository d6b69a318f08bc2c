import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaceSearchResult } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const MIN_SEARCH_LENGTH = 2;

/** `GET /api/geo/places?q=…&session=…`: suggestions in the Czech Republic, in Czech. */
export function searchPlaces(
  q: string,
  session: string | null,
  signal?: AbortSignal,
): Promise<PlaceSearchResult> {
  return callApi('placeSearch', { query: { q, session: session ?? undefined }, signal });
}

export function placeSearchQueryOptions(q: string, session: string | null) {
  // Keyed by the text only: the session groups billing, it does not change the answer.
  return queryOptions({
    queryKey: queryKeys.placeSearch(q),
    queryFn: ({ signal }) => searchPlaces(q, session, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Suggestions for `q` once it is long enough (the caller debounces). */
export function usePlaceSearch(q: string, session: string | null, enabled: boolean) {
  return useQuery({
    ...placeSearchQueryOptions(q, session),
    enabled: enabled && q.length >= MIN_SEARCH_LENGTH,
  });
}

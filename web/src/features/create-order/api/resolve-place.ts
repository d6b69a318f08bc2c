import { useMutation } from '@tanstack/react-query';
import type { ResolvedPlace } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';

export type ResolvePlaceInput = { id: string; session: string | null };

/** `GET /api/geo/places/{id}?session=…`: coordinates of a suggestion that came without them. */
export function resolvePlace({ id, session }: ResolvePlaceInput): Promise<ResolvedPlace> {
  return callApi('placeResolve', { params: { id }, query: { session: session ?? undefined } });
}

export function useResolvePlace() {
  return useMutation({ mutationFn: resolvePlace });
}

import { useMutation } from '@tanstack/react-query';
import type { ResolvedPlace } from '@taxi/contracts';
import { callGatewayApi } from '@/lib/gateway-api';

export type ResolvePlaceInput = { id: string; session: string | null };

/** `GET /api/geo/places/{id}?session=…`: coordinates of a suggestion that came without them. */
export function resolvePlace({ id, session }: ResolvePlaceInput): Promise<ResolvedPlace> {
  return callGatewayApi('placeResolve', { params: { id }, query: { session: session ?? undefined } });
}

export function useResolvePlace() {
  return useMutation({ mutationFn: resolvePlace });
}

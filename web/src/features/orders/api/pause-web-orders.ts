import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebOrdersOverview } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/web-orders/pause`: the public page stops offering the form (`paused`), or offers it again. */
export function pauseWebOrders(paused: boolean) {
  return callApi('webOrdersPause', { body: { paused } });
}

/** Flips the switch at once; the gateway's answer is the new overview (or the old one comes back). */
export function usePauseWebOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseWebOrders,
    onMutate: async (paused) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.webOrders });
      const previous = queryClient.getQueryData<WebOrdersOverview>(queryKeys.webOrders);
      queryClient.setQueryData<WebOrdersOverview>(queryKeys.webOrders, (overview) =>
        overview ? { ...overview, paused } : overview,
      );
      return { previous };
    },
    onSuccess: (overview) => queryClient.setQueryData(queryKeys.webOrders, overview),
    onError: (_error, _paused, context) => {
      if (context?.previous) {
        queryClient.setQueryData(queryKeys.webOrders, context.previous);
      }
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/web-orders/pause`: the public page stops offering the form (`paused`), or offers it again. */
export function pauseWebOrders(paused: boolean) {
  return callApi('webOrdersPause', { body: { paused } });
}

/** Sets the switch; the gateway's answer is the new overview, shown at once. */
export function usePauseWebOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseWebOrders,
    onSuccess: (overview) => queryClient.setQueryData(queryKeys.webOrders, overview),
  });
}

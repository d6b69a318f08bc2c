import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebOrderDeclineRequest } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/web-orders/decline`: the order is deleted and its customer reads `reason`. */
export function declineWebOrder(body: WebOrderDeclineRequest) {
  return callApi('webOrderDecline', { body });
}

/** Declines a web order; the orders (it leaves them) and the web orders reload. */
export function useDeclineWebOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineWebOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.webOrders }),
      ]),
  });
}

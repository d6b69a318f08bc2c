import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderEntry } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/order/delete` with `{ id, orderId: id_order }`. */
export function deleteOrder(order: Pick<OrderEntry, 'id' | 'id_order'>) {
  return callApi('orderDelete', { body: { id: order.id, orderId: order.id_order } });
}

/**
 * Deletes an order: it leaves the table at once (restored if the call fails); then the orders
 * (map included) and the balance, which counts done rides, reload.
 */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.orders, exact: true });
      const previous = queryClient.getQueryData<OrderEntry[]>(queryKeys.orders);
      queryClient.setQueryData<OrderEntry[]>(queryKeys.orders, (orders) =>
        orders?.filter((entry) => entry.id !== order.id),
      );
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) {
        queryClient.setQueryData(queryKeys.orders, context.previous);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.balance }),
      ]),
  });
}

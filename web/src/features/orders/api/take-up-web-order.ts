import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebOrdersOverview } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/web-orders/seen`: the gateway tells every tab, whose notice and sound then stop. */
export function takeUpWebOrder(orderNumber: number) {
  return callApi('webOrderSeen', { body: { orderId: orderNumber } });
}

/** A dispatcher takes a web order up: it is marked seen here at once, and again if the call fails. */
export function useTakeUpWebOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeUpWebOrder,
    onMutate: async (orderNumber) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.webOrders });
      const previous = queryClient.getQueryData<WebOrdersOverview>(queryKeys.webOrders);
      const seenAt = new Date().toISOString();
      queryClient.setQueryData<WebOrdersOverview>(queryKeys.webOrders, (overview) =>
        overview
          ? {
              ...overview,
              orders: overview.orders.map((record) =>
                record.orderNumber === orderNumber ? { ...record, seenAt: record.seenAt ?? seenAt } : record,
              ),
            }
          : overview,
      );
      return { previous };
    },
    onError: (_error, _orderNumber, context) => {
      if (context?.previous) {
        queryClient.setQueryData(queryKeys.webOrders, context.previous);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webOrders }),
  });
}

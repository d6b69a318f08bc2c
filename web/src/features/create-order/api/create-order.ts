import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateOrderRequest, NO_DRIVER_ID } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The spec's follow-up after an order: the chosen driver's push tokens, or all drivers' when none
 * was chosen. Their results are not used, and a failure must not turn a created order into an error.
 */
export function notifyDrivers(driverId: number): void {
  const followUp =
    driverId === NO_DRIVER_ID ? callApi('driverTokens') : callApi('driverToken', { params: { driverId } });
  followUp.catch(() => undefined);
}

/** `POST /api/admins/order/create`, then the driver follow-up. */
export async function createOrder(request: CreateOrderRequest): Promise<void> {
  await callApi('orderCreate', { body: request });
  notifyDrivers(request.id_driver);
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
  });
}

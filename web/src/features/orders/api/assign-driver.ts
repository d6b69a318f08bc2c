import type { OrderAssignRequest, OrderRedispatchRequest } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';

/** `POST /api/admins/order/assign` (a proposed extension of the company's API; docs/upstream.md). */
export function assignDriver(body: OrderAssignRequest) {
  return callApi('orderAssign', { body });
}

/** `POST /api/orders/redispatch`: a copy with the new driver, then the original deleted (no extension). */
export function redispatchOrder(body: OrderRedispatchRequest) {
  return callApi('orderRedispatch', { body });
}

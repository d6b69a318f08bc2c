import { paths } from '@/config/paths';

/** `/admin/orders/1216`: an order's detail, addressed by the order number people say. */
export function orderDetailPath(orderNumber: number): string {
  return `${paths.admin.orders}/${orderNumber}`;
}

/** The order number of a detail path's parameter, or null when it is not one. */
export function parseOrderNumber(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,14}$/.test(param) ? Number(param) : null;
}

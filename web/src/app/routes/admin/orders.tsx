import { OrdersBoard } from '@/features/orders/components/orders-board';

/** Objednávky: the full, filterable orders table. */
export default function OrdersRoute() {
  return <OrdersBoard />;
}

import { OrderStatusPage } from '@/features/web-order/components/order-status-page';
import { usePageMeta } from '@/features/site/hooks/use-page-meta';
import { PAGE_META } from '@/config/page-meta';

/** `/objednavka/stav#<token>`. */
export function OrderStatusRoute() {
  usePageMeta(PAGE_META.orderStatus);
  return <OrderStatusPage />;
}

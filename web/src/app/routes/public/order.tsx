import { OrderPage } from '@/features/web-order/components/order-page';
import { usePageMeta } from '@/features/site/hooks/use-page-meta';
import { PAGE_META } from '@/config/page-meta';

/** `/objednat`. */
export function OrderRoute() {
  usePageMeta(PAGE_META.order);
  return <OrderPage />;
}

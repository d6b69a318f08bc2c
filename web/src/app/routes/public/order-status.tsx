import { usePublicPageMeta } from '@/features/site/hooks/use-page-meta';
import { lazyIsland } from '@/lib/lazy-island';

// The page lives on its own script (site-main.ts): the app's bundle carries none of its markup.
const OrderStatusPage = lazyIsland(
  () => import('@/features/web-order/components/order-status-page').then((module) => module.OrderStatusPage),
  { name: 'order-status-page' },
);

/** `/objednavka/stav#<token>` and its German and English versions. */
export function OrderStatusRoute() {
  usePublicPageMeta('orderStatus');
  return <OrderStatusPage />;
}

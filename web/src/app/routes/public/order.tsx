import { usePublicPageMeta } from '@/features/site/hooks/use-page-meta';
import { lazyIsland } from '@/lib/lazy-island';

// The page lives on its own script (site-main.ts): the app's bundle carries none of its markup.
const OrderPage = lazyIsland(
  () => import('@/features/web-order/components/order-page').then((module) => module.OrderPage),
  { name: 'order-page' },
);

/** `/objednat`, `/de/bestellen`, `/en/order`. */
export function OrderRoute() {
  usePublicPageMeta('order');
  return <OrderPage />;
}

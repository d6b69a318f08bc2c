import { lazy, Suspense } from 'react';
import { useWebOrders } from '@/features/orders/api/get-web-orders';
import { usePreorderReminder } from '@/features/orders/hooks/use-preorder-reminder';
import { useRideDeclineNotice } from '@/features/orders/hooks/use-ride-decline-notice';

// Its code (the notice, the chime, the escalation) arrives with the first open web order: every admin
// screen opens with this shell, and most of the day no web order is open.
const WebOrderNotice = lazy(() => import('./web-order-notice'));

/**
 * Mounted once in the admin shell, so every screen hears them: reminders of pre-orders without a
 * driver, rides the upstream reports declined, and orders from the public site.
 */
export function OrderNotices() {
  usePreorderReminder();
  useRideDeclineNotice();
  const webOrders = useWebOrders().data?.orders.length ?? 0;
  return webOrders > 0 ? (
    <Suspense fallback={null}>
      <WebOrderNotice />
    </Suspense>
  ) : null;
}

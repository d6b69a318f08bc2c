import { usePreorderReminder } from '@/features/orders/hooks/use-preorder-reminder';
import { useRideDeclineNotice } from '@/features/orders/hooks/use-ride-decline-notice';

/**
 * Mounted once in the admin shell, so every screen hears them: reminders of pre-orders without a
 * driver, and rides the upstream reports declined.
 */
export function OrderNotices() {
  usePreorderReminder();
  useRideDeclineNotice();
  return null;
}

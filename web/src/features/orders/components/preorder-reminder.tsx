import { usePreorderReminder } from '@/features/orders/hooks/use-preorder-reminder';

/** Mounted once in the admin shell: reminds of pre-orders without a driver on every screen. */
export function PreorderReminder() {
  usePreorderReminder();
  return null;
}

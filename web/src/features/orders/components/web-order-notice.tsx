import { useWebOrderNotice } from '@/features/orders/hooks/use-web-order-notice';

/** The web orders' notice, loaded by the shell once there is a web order to tell of. */
export default function WebOrderNotice() {
  useWebOrderNotice();
  return null;
}

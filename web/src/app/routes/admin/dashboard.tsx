import { Stack } from '@/components/ui/card';
import { LatestOrders } from '@/features/orders/components/latest-orders';
import { PreordersPanel } from '@/features/orders/components/preorders-panel';
import { WebOrdersSwitchSlot } from '@/features/orders/components/web-orders-switch-slot';
import { BalancePanel } from '@/features/payments/components/balance-panel';
import { WorkHoursEditor } from '@/features/workhours/components/work-hours-editor';

/**
 * Admin panel: the coming pre-orders first (what needs doing), earnings, the newest orders, and with my
 * work hours the switch that pauses web orders.
 */
export default function DashboardRoute() {
  return (
    <Stack>
      <PreordersPanel />
      <BalancePanel />
      <LatestOrders />
      <WebOrdersSwitchSlot />
      <WorkHoursEditor />
    </Stack>
  );
}

import { Stack } from '@/components/ui/card';
import { LatestOrders } from '@/features/orders/components/latest-orders';
import { PreordersPanel } from '@/features/orders/components/preorders-panel';
import { BalancePanel } from '@/features/payments/components/balance-panel';
import { WorkHoursEditor } from '@/features/workhours/components/work-hours-editor';

/** Admin panel: the coming pre-orders first (what needs doing), earnings, the newest orders, my work hours. */
export default function DashboardRoute() {
  return (
    <Stack>
      <PreordersPanel />
      <BalancePanel />
      <LatestOrders />
      <WorkHoursEditor />
    </Stack>
  );
}

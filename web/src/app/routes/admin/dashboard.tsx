import { Stack } from '@/components/ui/card';
import { LatestOrders } from '@/features/orders/components/latest-orders';
import { BalancePanel } from '@/features/payments/components/balance-panel';
import { WorkHoursEditor } from '@/features/workhours/components/work-hours-editor';

/** Admin panel: earnings, the newest orders and my work hours. */
export default function DashboardRoute() {
  return (
    <Stack>
      <BalancePanel />
      <LatestOrders />
      <WorkHoursEditor />
    </Stack>
  );
}

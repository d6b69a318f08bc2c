import { lazy, Suspense } from 'react';
import { useFirstLoadsSettled } from '@/lib/use-first-loads-settled';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useWebOrders } from '@/features/orders/api/get-web-orders';

// Beside the work hours, below the dashboard's first screen: its code loads as the place nears the
// screen (watching starts once the first loads are done, as for the work-hours rows).
const WebOrdersSwitch = lazy(() => import('./web-orders-switch'));
const MARGIN_PX = 200;

/** Where the web orders' switch goes; nothing where web orders are not set up. */
export function WebOrdersSwitchSlot() {
  const configured = useWebOrders().data?.configured;
  const [ref, near] = useNearViewport<HTMLDivElement>(MARGIN_PX, useFirstLoadsSettled());
  if (configured === false) {
    return null;
  }
  return (
    <div ref={ref}>
      {configured && near && (
        <Suspense fallback={null}>
          <WebOrdersSwitch />
        </Suspense>
      )}
    </div>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { playAlarmOnce } from '@/lib/alarm/alarm-tone';
import { isAlarmMuted } from '@/lib/alarm/use-alarm-muted';
import { formatDayTime, formatTimeUntil } from '@/lib/format';
import { orderDetailPath } from '@/lib/order-detail-path';
import { useOrders } from '@/lib/queries/get-orders';
import { useFallbackPoll } from '@/lib/realtime/use-fallback-poll';
import { useScreenLocked } from '@/lib/session-lock';
import { useUpstreamExtensions } from '@/features/orders/api/get-upstream-extensions';
import { useOpenDriverPicker } from '@/features/orders/components/assign/assign-driver-provider';
import { assignActionLabel, assignWay } from '@/features/orders/utils/driver-assignment';
import { splitPlace } from '@/features/orders/utils/order-rows';
import { claimReminder, withReminderLock } from '@/features/orders/utils/preorder-reminders';
import {
  needsReminder,
  nextReminderAt,
  openPreorders,
  type Preorder,
} from '@/features/orders/utils/upcoming-preorders';

// Timers are re-armed at least this often, so a laptop waking from sleep or a changed clock is caught up.
const MAX_WAIT_MS = 5 * 60_000;

/** "Předobjednávka za 15 min bez řidiče: Mírové náměstí 1, Litoměřice, dnes 14:30". */
export function reminderMessage(preorder: Preorder, nowMs: number): string {
  const { street, town } = splitPlace(preorder.pickup);
  const place = town ? `${street}, ${town}` : street;
  return `Předobjednávka ${formatTimeUntil(preorder.atMs, nowMs)} bez řidiče: ${place}, ${formatDayTime(preorder.at, nowMs)}`;
}

/**
 * Reminds the dispatcher of each pre-order still without a driver 15 minutes before its time: a toast
 * that stays until closed, with a link to the order, and the alarm sound unless muted. Once per order
 * in this browser (see `preorder-reminders.ts`); an order that has a driver by then is never reminded.
 * A reminder due while the screen is locked waits for the unlock (its orders are read afresh then).
 */
export function usePreorderReminder(): void {
  const orders = useOrders(useFallbackPoll());
  const toast = useToast();
  const upstream = useUpstreamExtensions();
  const extensions = upstream.data;
  // The reminder offers the way a driver can be given: it waits the moment the gateway takes to say
  // which (a failed answer does not hold it back).
  const waitingForWay = upstream.isPending;
  const openPicker = useOpenDriverPicker();
  const preorders = useMemo(() => (orders.data ? openPreorders(orders.data) : []), [orders.data]);
  const remindedInPage = useRef(new Set<number>());
  // Bumped by the timer: the effect then looks at the pre-orders again at that moment.
  const [wakeUps, setWakeUps] = useState(0);
  const locked = useScreenLocked();

  useEffect(() => {
    if (waitingForWay || locked) {
      return undefined;
    }
    const nowMs = Date.now();
    for (const preorder of preorders) {
      if (!needsReminder(preorder, nowMs)) {
        continue;
      }
      withReminderLock(() => {
        if (!claimReminder(preorder.orderNumber, preorder.atMs, nowMs, remindedInPage.current)) {
          return;
        }
        const way = assignWay(preorder.entry, extensions);
        const label = way ? assignActionLabel(way, preorder.entry) : null;
        toast.warning(reminderMessage(preorder, nowMs), {
          persistent: true,
          action: label
            ? {
                label,
                onAction: () => openPicker({ rowId: preorder.id, orderNumber: preorder.orderNumber }),
              }
            : undefined,
          link: {
            to: orderDetailPath(preorder.orderNumber),
            label: `Otevřít objednávku č. ${preorder.orderNumber}`,
          },
        });
        if (!isAlarmMuted()) {
          playAlarmOnce();
        }
      });
    }
    const next = nextReminderAt(preorders, nowMs);
    if (next === null) {
      return undefined;
    }
    const timer = setTimeout(() => setWakeUps((count) => count + 1), Math.min(next - nowMs, MAX_WAIT_MS));
    return () => clearTimeout(timer);
  }, [preorders, toast, wakeUps, extensions, openPicker, waitingForWay, locked]);
}

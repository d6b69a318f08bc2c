import type { OrderEntry, WebOrderRecord } from '@taxi/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '@/components/ui/error-message';
import { type ToastAction, useToast } from '@/components/ui/toast';
import { playChimeOnce } from '@/lib/alarm/chime-tone';
import { useAlarmMuted } from '@/lib/alarm/use-alarm-muted';
import { orderDetailPath } from '@/lib/order-detail-path';
import { useOrders } from '@/lib/queries/get-orders';
import { useFallbackPoll } from '@/lib/realtime/use-fallback-poll';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime-event';
import { useTitleFlash } from '@/lib/alarm/use-title-flash';
import { useUpstreamExtensions } from '@/features/orders/api/get-upstream-extensions';
import { useWebOrders } from '@/features/orders/api/get-web-orders';
import { useTakeUpWebOrder } from '@/features/orders/api/take-up-web-order';
import { useOpenDriverPicker } from '@/features/orders/components/assign/assign-driver-provider';
import { assignActionLabel, assignWay } from '@/features/orders/utils/driver-assignment';
import {
  entriesOf,
  escalatedMessage,
  escalatesAt,
  newWebOrderMessage,
  waitsForDispatcher,
  waitsForDriver,
  webNoticeKey,
} from '@/features/orders/utils/web-order-notices';

/** The chime repeats this often until a dispatcher takes the order up. */
export const CHIME_PERIOD_MS = 4_000;
export const WEB_ORDER_FLASH_TITLE = '🚕 Objednávka z webu';
// Timers are re-armed at least this often, so a laptop waking from sleep is caught up.
const MAX_WAIT_MS = 5 * 60_000;

const adding = (number: number) => (set: ReadonlySet<number>) => new Set(set).add(number);
const removing = (number: number) => (set: ReadonlySet<number>) => {
  const next = new Set(set);
  next.delete(number);
  return next;
};

/** Rings the chime now and every few seconds while `active` (silent until the page has had a click). */
function useRepeatingChime(active: boolean): void {
  useEffect(() => {
    if (!active) {
      return undefined;
    }
    playChimeOnce();
    const timer = setInterval(playChimeOnce, CHIME_PERIOD_MS);
    return () => clearInterval(timer);
  }, [active]);
}

/**
 * The dispatcher's notice of web orders, on every tab: a new one (the `webOrder` event, or one the
 * overview shows not taken up yet that this tab has not told) raises a toast that stays, with
 * "Převzít" and "Otevřít objednávku", and a chime that repeats until someone takes it up (the gateway
 * tells every tab, whose toast and chime then stop) or it gets a driver or ends. Closing the toast
 * silences it in this tab only. An immediate web order still without a driver `escalateAfterMs` after
 * it came escalates once per tab: a stronger toast with "Přidělit řidiče", and the chime again.
 */
export function useWebOrderNotice(): void {
  const overview = useWebOrders().data;
  const orders = useOrders(useFallbackPoll());
  const toast = useToast();
  const [muted] = useAlarmMuted();
  const extensions = useUpstreamExtensions().data;
  const openPicker = useOpenDriverPicker();
  const { mutate: sendTakeUp } = useTakeUpWebOrder();
  // Per tab: what it has told (order number → which toast), and whose missing entry it read afresh.
  const shown = useRef(new Map<number, 'new' | 'escalated'>());
  const escalated = useRef(new Set<number>());
  const lookedUp = useRef(new Set<number>());
  // Taken up here or by another dispatcher (the event), before the overview says so.
  const [takenUp, setTakenUp] = useState<ReadonlySet<number>>(() => new Set());
  // Closed here (× or Escape): silent in this tab, still waiting for the others.
  const [silenced, setSilenced] = useState<ReadonlySet<number>>(() => new Set());
  const [wakeUps, setWakeUps] = useState(0);

  const records = useMemo(() => overview?.orders ?? [], [overview]);
  const entries = useMemo(() => entriesOf(orders.data, records), [orders.data, records]);

  const takeUp = useCallback(
    (orderNumber: number) => {
      setTakenUp(adding(orderNumber));
      sendTakeUp(orderNumber, {
        onError: (error) => {
          // Told again: nobody has it.
          shown.current.delete(orderNumber);
          setTakenUp(removing(orderNumber));
          toast.error(errorMessage(error));
        },
      });
    },
    [sendTakeUp, toast],
  );

  useRealtimeEvent('webOrder', ({ kind, orderNumber }) => {
    if (kind !== 'seen') {
      return;
    }
    setTakenUp(adding(orderNumber));
    // An escalated notice stays: the order still needs a driver.
    if (shown.current.get(orderNumber) === 'new') {
      shown.current.delete(orderNumber);
      toast.dismiss(webNoticeKey(orderNumber));
    }
  });

  const link = useCallback(
    (record: WebOrderRecord) => ({
      to: orderDetailPath(record.orderNumber),
      label: `Otevřít objednávku č. ${record.orderNumber}`,
      // Whoever opens it from the notice has taken it up.
      onFollow: () => {
        if (record.seenAt === null) {
          takeUp(record.orderNumber);
        }
      },
    }),
    [takeUp],
  );
  const silence = useCallback((orderNumber: number) => () => setSilenced(adding(orderNumber)), []);

  const announce = useCallback(
    (record: WebOrderRecord, entry: OrderEntry | undefined) => {
      shown.current.set(record.orderNumber, 'new');
      toast.warning(newWebOrderMessage(record, entry), {
        key: webNoticeKey(record.orderNumber),
        persistent: true,
        action: { label: 'Převzít', onAction: () => takeUp(record.orderNumber) },
        link: link(record),
        onClose: silence(record.orderNumber),
      });
    },
    [toast, takeUp, link, silence],
  );

  const escalate = useCallback(
    (record: WebOrderRecord, entry: OrderEntry, now: number) => {
      shown.current.set(record.orderNumber, 'escalated');
      escalated.current.add(record.orderNumber);
      const way = assignWay(entry, extensions);
      const label = way ? assignActionLabel(way, entry) : null;
      const action: ToastAction | undefined = label
        ? {
            label,
            onAction: () => {
              if (record.seenAt === null) {
                takeUp(record.orderNumber);
              }
              openPicker({ rowId: entry.id, orderNumber: entry.id_order });
            },
          }
        : undefined;
      toast.warning(escalatedMessage(record, entry, now), {
        key: webNoticeKey(record.orderNumber),
        persistent: true,
        urgent: true,
        action,
        link: link(record),
        onClose: silence(record.orderNumber),
      });
      if (!muted) {
        playChimeOnce();
      }
    },
    [extensions, toast, takeUp, openPicker, link, silence, muted],
  );

  // New orders told, and the notices of orders dealt with taken away.
  useEffect(() => {
    if (!overview || !orders.data) {
      return;
    }
    const open = new Set<number>();
    for (const record of records) {
      const number = record.orderNumber;
      const entry = entries.get(number);
      if (waitsForDriver(record, entry)) {
        open.add(number);
      }
      if (shown.current.has(number) || !waitsForDispatcher(record, entry, takenUp)) {
        continue;
      }
      // The order list usually has it already (the server's ride event reloads it); else read it once.
      if (!entry) {
        if (orders.isFetching) {
          continue;
        }
        if (!lookedUp.current.has(number)) {
          lookedUp.current.add(number);
          void orders.refetch();
          continue;
        }
      }
      announce(record, entry);
    }
    for (const [number, kind] of shown.current) {
      const seen = takenUp.has(number) || records.some((r) => r.orderNumber === number && r.seenAt !== null);
      if (!open.has(number) || (kind === 'new' && seen)) {
        shown.current.delete(number);
        toast.dismiss(webNoticeKey(number));
      }
    }
  }, [overview, records, entries, orders, takenUp, announce, toast]);

  // Escalation of immediate orders without a driver, on time.
  useEffect(() => {
    if (!overview || !orders.data) {
      return undefined;
    }
    const now = Date.now();
    let next: number | null = null;
    for (const record of records) {
      const at = escalatesAt(record, overview.escalateAfterMs);
      const entry = entries.get(record.orderNumber);
      if (at === null || !entry || !waitsForDriver(record, entry)) {
        continue;
      }
      if (escalated.current.has(record.orderNumber)) {
        continue;
      }
      if (at <= now) {
        escalate(record, entry, now);
      } else {
        next = next === null ? at : Math.min(next, at);
      }
    }
    if (next === null) {
      return undefined;
    }
    const timer = setTimeout(() => setWakeUps((count) => count + 1), Math.min(next - now, MAX_WAIT_MS));
    return () => clearTimeout(timer);
  }, [overview, orders.data, records, entries, escalate, wakeUps]);

  const ringing = records.some(
    (record) =>
      !silenced.has(record.orderNumber) &&
      waitsForDispatcher(record, entries.get(record.orderNumber), takenUp),
  );
  useRepeatingChime(ringing && !muted);
  useTitleFlash(ringing, WEB_ORDER_FLASH_TITLE);
}

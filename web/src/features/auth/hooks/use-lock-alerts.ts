import type { OrderEntry, SosAlert } from '@taxi/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { playAlarmOnce } from '@/lib/alarm/alarm-tone';
import { isAlarmMuted, useAlarmMuted } from '@/lib/alarm/use-alarm-muted';
import { useAlarmSound } from '@/lib/alarm/use-alarm-sound';
import { SOS_FLASH_TITLE, useTitleFlash } from '@/lib/alarm/use-title-flash';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime-event';

export const ORDER_FLASH_TITLE = '🚕 Nová objednávka';

/** What the lock screen shows of an alert: its kind and when, never who. */
export type LockAlert = { key: string; kind: 'sos' | 'order'; at: number };

type Seen = { sos: Set<number>; orders: Set<number> };

/**
 * The alerts a locked screen shows, newest first: the SOS alerts open when it locked (the strip
 * under it rang for them) and each SOS and new order that arrives meanwhile, by a live event or in a
 * list read meanwhile (while only this screen is locked the gateway still answers, e.g. after the
 * live channel reconnected). An id already known (an order changing, an alert dismissed elsewhere)
 * is no new alert; an event without an id is taken as new, since a missed SOS costs more than a
 * repeated one.
 */
export function useLockAlerts(): { alerts: LockAlert[]; soundBlocked: boolean } {
  const queryClient = useQueryClient();
  const [seen] = useState<Seen>(() => ({
    sos: new Set(queryClient.getQueryData<SosAlert[]>(queryKeys.sos)?.map((alert) => alert.id)),
    orders: new Set(queryClient.getQueryData<OrderEntry[]>(queryKeys.orders)?.map((order) => order.id)),
  }));
  const [alerts, setAlerts] = useState<LockAlert[]>(() =>
    (queryClient.getQueryData<SosAlert[]>(queryKeys.sos) ?? []).map((alert) => ({
      key: `sos-${alert.id}`,
      kind: 'sos',
      at: alert.createdAt ? Date.parse(alert.createdAt) : Date.now(),
    })),
  );
  const unnamed = useRef(0);

  // Stable (state setters and the seen sets only): the listeners below are added once. `stamp` is
  // the server's time of the record; without it the alert is timed by its arrival here, and a list
  // read later puts the server's time in its place (the one other screens show).
  const [arrived] = useState(() => (kind: LockAlert['kind'], id: number | undefined, stamp?: number) => {
    const known = kind === 'sos' ? seen.sos : seen.orders;
    if (id !== undefined && known.has(id)) {
      if (stamp !== undefined) {
        const key = `${kind}-${id}`;
        setAlerts((current) =>
          current.some((alert) => alert.key === key && alert.at !== stamp)
            ? current
                .map((alert) => (alert.key === key ? { ...alert, at: stamp } : alert))
                .sort((a, b) => b.at - a.at)
            : current,
        );
      }
      return false;
    }
    const at = stamp ?? Date.now();
    if (id !== undefined) {
      known.add(id);
    }
    unnamed.current += 1;
    const key = id === undefined ? `${kind}-unnamed-${unnamed.current}` : `${kind}-${id}`;
    setAlerts((current) => [{ key, kind, at }, ...current].sort((a, b) => b.at - a.at));
    return true;
  });
  const chime = () => {
    if (!isAlarmMuted()) {
      playAlarmOnce();
    }
  };

  useRealtimeEvent('sos', (payload) => void arrived('sos', payload?.id));
  useRealtimeEvent('ride', (payload) => {
    if (arrived('order', payload?.id)) {
      chime();
    }
  });
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') {
          return;
        }
        const key = event.query.queryKey as QueryKey;
        const data: unknown = event.action.data;
        if (key.length !== 1 || !Array.isArray(data)) {
          return;
        }
        if (key[0] === queryKeys.sos[0]) {
          for (const alert of data as SosAlert[]) {
            arrived('sos', alert.id, alert.createdAt ? Date.parse(alert.createdAt) : undefined);
          }
        } else if (key[0] === queryKeys.orders[0]) {
          const fresh = (data as OrderEntry[]).filter((order) => arrived('order', order.id));
          if (fresh.length > 0) {
            chime();
          }
        }
      }),
    [queryClient, arrived],
  );

  const [muted] = useAlarmMuted();
  const sos = alerts.some((alert) => alert.kind === 'sos');
  const soundBlocked = useAlarmSound(sos && !muted);
  useTitleFlash(alerts.length > 0, sos ? SOS_FLASH_TITLE : ORDER_FLASH_TITLE);
  return { alerts, soundBlocked };
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type OrderEntry, RIDE_EVENTS } from '@taxi/contracts';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { getOrders } from '@/lib/queries/get-orders';
import { queryKeys } from '@/lib/query-keys';
import { RealtimeContext } from '@/lib/realtime/realtime-context';

/** After live ride events, the list is read again at most this often (it can be tens of thousands of orders). */
export const REPORT_REFRESH_MS = 60_000;

/**
 * The order list for the reports: the one the Objednávky screen shows (taken from its cache when it is
 * fresh), read again after live ride events at most once a minute — not on every event — or at once on
 * "Načíst znovu". `changes`: ride events since the figures were read.
 */
export function useReportOrders() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.reportOrders,
    queryFn: ({ signal }) => getOrders(signal),
    initialData: () => client.getQueryData<OrderEntry[]>(queryKeys.orders),
    initialDataUpdatedAt: () => client.getQueryState(queryKeys.orders)?.dataUpdatedAt,
    staleTime: REPORT_REFRESH_MS,
    refetchOnWindowFocus: false,
    // A new list is a new list: comparing 50,000 orders to the last ones costs more than it saves.
    structuralSharing: false,
  });
  const { refetch, dataUpdatedAt } = query;
  // Ride events counted against the read they came after: a new read starts from none.
  const [counted, setCounted] = useState({ since: dataUpdatedAt, count: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { subscribe } = useContext(RealtimeContext);

  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    void refetch();
  }, [refetch]);

  useEffect(() => {
    const onRideEvent = () => {
      setCounted((current) =>
        current.since === dataUpdatedAt
          ? { since: dataUpdatedAt, count: current.count + 1 }
          : { since: dataUpdatedAt, count: 1 },
      );
      if (timer.current === undefined) {
        const wait = Math.max(0, dataUpdatedAt + REPORT_REFRESH_MS - Date.now());
        timer.current = setTimeout(refresh, wait);
      }
    };
    const unsubscribe = RIDE_EVENTS.map((event) => subscribe(event, onRideEvent));
    return () => unsubscribe.forEach((stop) => stop());
  }, [subscribe, dataUpdatedAt, refresh]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const changes = counted.since === dataUpdatedAt ? counted.count : 0;
  return { ...query, changes, refresh };
}

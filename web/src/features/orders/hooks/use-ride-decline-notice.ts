import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { OrderEntry } from '@taxi/contracts';
import { type ToastLink, useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { orderDetailPath } from '@/lib/order-detail-path';
import { ordersQueryOptions } from '@/lib/queries/get-orders';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime-event';

/**
 * The order number (č.) of the order list's row `rowId`: from the list the admin already holds (the
 * order was in it before it was declined), else from the list read afresh; null when neither has it.
 * The row id itself is never shown to anyone.
 */
export async function orderNumberOfRow(client: QueryClient, rowId: number): Promise<number | null> {
  const find = (entries: readonly OrderEntry[] | undefined) =>
    entries?.find((entry) => entry.id === rowId)?.id_order ?? null;
  const held = find(client.getQueryData<OrderEntry[]>(queryKeys.orders));
  if (held !== null) {
    return held;
  }
  try {
    return find(await client.fetchQuery({ ...ordersQueryOptions(), staleTime: 0 }));
  } catch {
    return null;
  }
}

/** What the dispatcher reads, and where the link leads: the order, or the list when it is unknown. */
export function declineNotice(orderNumber: number | null): { message: string; link: ToastLink } {
  if (orderNumber === null) {
    return {
      message: 'Objednávka byla odmítnuta.',
      link: { to: paths.admin.orders, label: 'Otevřít objednávky' },
    };
  }
  return {
    message: `Objednávka č. ${orderNumber} byla odmítnuta.`,
    link: { to: orderDetailPath(orderNumber), label: `Otevřít objednávku č. ${orderNumber}` },
  };
}

/**
 * Tells the dispatcher when a ride is declined (the upstream's `rideDecline`): the customer is left
 * without a car until someone acts. A warning toast with the order number the rest of the admin shows
 * and a link to it. The other ride events only reload the lists (spec).
 */
export function useRideDeclineNotice(): void {
  const client = useQueryClient();
  const toast = useToast();
  useRealtimeEvent('rideDecline', (payload) => {
    const rowId = payload?.id;
    void (rowId === undefined ? Promise.resolve(null) : orderNumberOfRow(client, rowId)).then(
      (orderNumber) => {
        const { message, link } = declineNotice(orderNumber);
        toast.warning(message, { link });
      },
    );
  });
}

import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { OrderEntry, UpstreamExtensions } from '@taxi/contracts';
import { type ToastAction, type ToastLink, useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { orderDetailPath } from '@/lib/order-detail-path';
import { ordersQueryOptions } from '@/lib/queries/get-orders';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime-event';
import { upstreamExtensionsQueryOptions } from '@/features/orders/api/get-upstream-extensions';
import { useOpenDriverPicker } from '@/features/orders/components/assign/assign-driver-provider';
import { assignWay } from '@/features/orders/utils/driver-assignment';

/**
 * The order list's row `rowId`: from the list the admin already holds (the order was in it before
 * it was declined), else from the list read afresh; null when neither has it. The row id itself is
 * never shown to anyone.
 */
export async function orderOfRow(client: QueryClient, rowId: number): Promise<OrderEntry | null> {
  const find = (entries: readonly OrderEntry[] | undefined) =>
    entries?.find((entry) => entry.id === rowId) ?? null;
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

/**
 * Which extensions work, waited for when no screen has asked yet (the notice stays, so its action is
 * chosen once); unknown when the call fails, and the notice then offers only the link.
 */
async function knownExtensions(client: QueryClient): Promise<UpstreamExtensions | undefined> {
  try {
    return await client.ensureQueryData(upstreamExtensionsQueryOptions());
  } catch {
    return undefined;
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
 * What the dispatcher can do right from the notice: "Přeobsadit" (in place with the server's
 * extension, by copy without it), "Zavolat řidiči" for a pre-order on a server without it; nothing
 * while it is not known which way works, or for a ride no longer open.
 */
export function declineActionLabel(
  entry: OrderEntry,
  extensions: UpstreamExtensions | undefined,
): string | null {
  switch (assignWay(entry, extensions)) {
    case 'assign':
    case 'redispatch':
      return 'Přeobsadit';
    case 'call':
      return 'Zavolat řidiči';
    case 'none':
    case null:
      return null;
  }
}

/**
 * Tells the dispatcher when a ride is declined (the upstream's `rideDecline`): the customer is left
 * without a car until someone acts. A warning toast that stays, with the order number the rest of the admin shows,
 * "Přeobsadit" to give the ride another driver at once, and a link to the order. The other ride events
 * only reload the lists (spec).
 */
export function useRideDeclineNotice(): void {
  const client = useQueryClient();
  const toast = useToast();
  const openPicker = useOpenDriverPicker();
  useRealtimeEvent('rideDecline', (payload) => {
    const rowId = payload?.id;
    void (rowId === undefined ? Promise.resolve(null) : orderOfRow(client, rowId)).then(async (entry) => {
      const { message, link } = declineNotice(entry?.id_order ?? null);
      const extensions = entry ? await knownExtensions(client) : undefined;
      const label = entry ? declineActionLabel(entry, extensions) : null;
      const action: ToastAction | undefined =
        entry && label
          ? { label, onAction: () => openPicker({ rowId: entry.id, orderNumber: entry.id_order }) }
          : undefined;
      // Stays until acted on or closed (the customer has no car until then); one notice an order.
      toast.warning(message, {
        link,
        action,
        persistent: true,
        ...(entry ? { key: `ride-decline:${entry.id}` } : {}),
      });
    });
  });
}

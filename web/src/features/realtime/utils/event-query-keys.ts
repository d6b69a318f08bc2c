import { RIDE_EVENTS, type UpstreamEventName } from '@taxi/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

const RIDE_EVENT_NAMES: ReadonlySet<string> = new Set(RIDE_EVENTS);

/**
 * The queries an event makes stale (prefixes of the one query-key scheme). A ride event changes the
 * order list, the map's active orders (both under `orders`), the balance when a ride is done, and the
 * open web orders (one may have got its driver, ended or been deleted).
 */
export function queryKeysForEvent(event: UpstreamEventName): readonly QueryKey[] {
  if (event === 'sos') {
    return [queryKeys.sos];
  }
  if (event === 'driverLocationChange') {
    return [queryKeys.mapOrders];
  }
  if (RIDE_EVENT_NAMES.has(event)) {
    return [queryKeys.orders, queryKeys.balance, queryKeys.webOrders];
  }
  return [];
}

import { FleetSnapshotSchema, VEHICLE_POLL_INTERVAL_MS } from '@taxi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime-event';
import { useFallbackPoll } from '@/lib/realtime/use-fallback-poll';
import { useRealtimeStatus } from '@/lib/realtime/use-realtime-status';
import { useFleetSnapshot } from '@/features/map/api/get-fleet-snapshot';
import { useMapOrders } from '@/features/map/api/get-map-orders';

/**
 * The map's live data: the fleet snapshot, replaced by every `fleet` event the gateway pushes
 * after its poll, and the active orders, reloaded by ride events (centrally) and after reconnects.
 */
export function useLiveFleet() {
  const queryClient = useQueryClient();
  // While nothing is pushed, poll over HTTP instead (fleet at the gateway's own pace).
  const live = useRealtimeStatus() === 'connected';
  const fleet = useFleetSnapshot(live ? false : VEHICLE_POLL_INTERVAL_MS);
  const orders = useMapOrders(useFallbackPoll());

  useRealtimeEvent('fleet', (payload) => {
    const parsed = FleetSnapshotSchema.safeParse(payload);
    if (!parsed.success) {
      return;
    }
    // A request still under way would answer with an older snapshot and overwrite this one.
    void queryClient
      .cancelQueries({ queryKey: queryKeys.fleet, exact: true })
      .then(() => queryClient.setQueryData(queryKeys.fleet, parsed.data));
  });

  return { fleet, orders };
}

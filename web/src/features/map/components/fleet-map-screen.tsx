import { useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Card, Stack } from '@/components/ui/card';
import { useLiveFleet } from '@/features/map/hooks/use-live-fleet';
import { type OrderMarker, toOrderMarkers } from '@/features/map/utils/order-markers';
import { toVehicleMarkers, type VehicleMarker } from '@/features/map/utils/vehicle-markers';
import { serverClockOffsetMs } from '@/features/map/utils/vehicle-staleness';
import { viewPoints } from '@/features/map/utils/view-points';
import { CollapsiblePanel } from './collapsible-panel';
import { FeedHealth } from './feed-health';
import { FleetMap } from './fleet-map';
import type { MapFocusRequest, MapFocusTarget } from './map-focus';
import { MapLegend } from './map-legend';
import { OrderList } from './order-list';
import { VehicleList } from './vehicle-list';

const NO_VEHICLES: readonly VehicleMarker[] = [];
const NO_ORDERS: readonly OrderMarker[] = [];

const StyledStatus = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
`;

const StyledLists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * Mapa: the feed's health, the live map of cars and active orders, and both as accessible lists.
 * Data updates replace markers in place; only the user moves the view.
 */
export function FleetMapScreen() {
  const { fleet, orders } = useLiveFleet();
  const snapshot = fleet.data;
  const receivedAt = fleet.dataUpdatedAt;
  const vehicles = useMemo(() => (snapshot ? toVehicleMarkers(snapshot) : NO_VEHICLES), [snapshot]);
  const clockOffsetMs = useMemo(
    () => (snapshot ? serverClockOffsetMs(snapshot, receivedAt) : 0),
    [snapshot, receivedAt],
  );
  const orderMarkers = useMemo(() => (orders.data ? toOrderMarkers(orders.data) : NO_ORDERS), [orders.data]);
  const feedStale = snapshot?.stale ?? false;

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selectedOrder = useMemo(
    () => orderMarkers.find((order) => order.id === selectedId) ?? null,
    [orderMarkers, selectedId],
  );
  const onPopupClosed = useCallback(
    (id: number) => setSelectedId((current) => (current === id ? null : current)),
    [],
  );

  const [focus, setFocus] = useState<MapFocusRequest | null>(null);
  const mapArea = useRef<HTMLDivElement>(null);
  const requestView = useCallback(
    (target: MapFocusTarget) => setFocus((previous) => ({ ...target, seq: (previous?.seq ?? 0) + 1 })),
    [],
  );
  const showOnMap = useCallback(
    (lat: number, lng: number) => {
      requestView({ kind: 'place', lat, lng });
      // Aligned at the bottom: the top of the page is under the sticky top bar and SOS strip.
      mapArea.current?.scrollIntoView({ block: 'end' });
    },
    [requestView],
  );
  const points = useMemo(() => viewPoints(vehicles, orderMarkers), [vehicles, orderMarkers]);
  const showAll = useMemo(
    () => (points.length > 0 ? () => requestView({ kind: 'all', points }) : null),
    [points, requestView],
  );
  const showHome = useCallback(() => requestView({ kind: 'home' }), [requestView]);
  const showVehicle = useCallback(
    (vehicle: VehicleMarker) => showOnMap(vehicle.lat, vehicle.lng),
    [showOnMap],
  );
  const showOrder = useCallback(
    (order: OrderMarker) => {
      if (order.position) {
        showOnMap(order.position.lat, order.position.lng);
        setSelectedId(order.id);
      }
    },
    [showOnMap],
  );

  return (
    <Stack $gap="lg">
      <StyledStatus aria-label="Stav sledování vozidel">
        <FeedHealth
          snapshot={snapshot}
          fleet={fleet}
          orders={{ error: orders.error, refetch: orders.refetch, count: orders.data?.length }}
          vehicleCount={vehicles.length}
          clockOffsetMs={clockOffsetMs}
        />
        <MapLegend />
      </StyledStatus>
      <div ref={mapArea}>
        <FleetMap
          vehicles={vehicles}
          feedStale={feedStale}
          clockOffsetMs={clockOffsetMs}
          orders={orderMarkers}
          selectedOrder={selectedOrder}
          onSelectOrder={setSelectedId}
          onPopupClosed={onPopupClosed}
          focus={focus}
          onShowAll={showAll}
          onShowHome={showHome}
        />
      </div>
      <StyledLists>
        <CollapsiblePanel title="Vozidla" count={snapshot ? vehicles.length : undefined}>
          {() => (
            <VehicleList
              vehicles={vehicles}
              feedStale={feedStale}
              clockOffsetMs={clockOffsetMs}
              onShow={showVehicle}
            />
          )}
        </CollapsiblePanel>
        <CollapsiblePanel title="Aktivní objednávky" count={orders.data ? orderMarkers.length : undefined}>
          {() => <OrderList orders={orderMarkers} onShow={showOrder} />}
        </CollapsiblePanel>
      </StyledLists>
    </Stack>
  );
}

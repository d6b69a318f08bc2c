import { MAP_CENTER, MAP_ZOOM } from '@taxi/contracts';
import type { LatLngTuple } from 'leaflet';
import { useState } from 'react';
import styled from 'styled-components';
import { BaseMap } from '@/components/map/base-map';
import type { OrderMarker } from '@/features/map/utils/order-markers';
import type { VehicleMarker } from '@/features/map/utils/vehicle-markers';
import { MapFocus, type MapFocusRequest } from './map-focus';
import { MapViewControls } from './map-view-controls';
import { type MapView, MapViewTracker } from './map-view-tracker';
import { OrderLayer } from './order-layer';
import { SelectedOrderPopup } from './selected-order-popup';
import { VehicleLayer } from './vehicle-layer';

// Only the first view is given: Leaflet keeps the user's pan and zoom through every data update.
const INITIAL_CENTER: LatLngTuple = [MAP_CENTER.lat, MAP_CENTER.lng];

// Isolated: Leaflet's panes and controls (z-index 400–1000) stay below the sticky top bar and SOS strip.
const StyledArea = styled.div`
  position: relative;
  isolation: isolate;
  .vehicle-tooltip {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.xs};
    line-height: 1.35;
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  /* React fills a tooltip a moment after Leaflet opens it: no empty box (nor a nameless role=tooltip). */
  .vehicle-tooltip:empty {
    display: none;
  }
  .vehicle-tooltip.is-label {
    padding: 0 ${({ theme }) => theme.space.xs};
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.03em;
    white-space: nowrap;
  }
  .vehicle-tooltip.is-label.is-stale {
    background: ${({ theme }) => theme.colors.rowMuted};
    border-color: ${({ theme }) => theme.colors.textMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .vehicle-tooltip.is-label::before {
    display: none;
  }
  .leaflet-popup-content {
    margin: ${({ theme }) => theme.space.md};
  }
  .leaflet-popup-content-wrapper {
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

export type FleetMapProps = {
  vehicles: readonly VehicleMarker[];
  feedStale: boolean;
  clockOffsetMs: number;
  orders: readonly OrderMarker[];
  selectedOrder: OrderMarker | null;
  onSelectOrder: (id: number) => void;
  onPopupClosed: (id: number) => void;
  focus: MapFocusRequest | null;
  /** "Zobrazit vše"; absent (disabled) while nothing is on the map. */
  onShowAll: (() => void) | null;
  onShowHome: () => void;
};

/**
 * The live map: orders, then cars above them, both canvas circles updated in place. The current
 * view is exposed as data attributes for tests and benchmarks.
 */
export function FleetMap(props: FleetMapProps) {
  const { vehicles, feedStale, clockOffsetMs, orders, selectedOrder, onSelectOrder, onPopupClosed, focus } =
    props;
  const { onShowAll, onShowHome } = props;
  const [view, setView] = useState<MapView | null>(null);
  return (
    <StyledArea
      data-testid="fleet-map"
      data-map-area
      data-zoom={view?.zoom}
      data-center={view ? `${view.lat.toFixed(5)},${view.lng.toFixed(5)}` : undefined}
    >
      <BaseMap
        center={INITIAL_CENTER}
        zoom={MAP_ZOOM}
        height="clamp(320px, 68vh, 900px)"
        label="Mapa vozidel a objednávek"
      >
        <MapViewTracker onChange={setView} />
        <OrderLayer orders={orders} onSelect={onSelectOrder} />
        <VehicleLayer
          vehicles={vehicles}
          bounds={view?.bounds ?? null}
          feedStale={feedStale}
          clockOffsetMs={clockOffsetMs}
          drawnBelow={orders}
        />
        <MapFocus request={focus} />
        <SelectedOrderPopup order={selectedOrder} onClosed={onPopupClosed} />
      </BaseMap>
      <MapViewControls
        canShowAll={onShowAll !== null}
        onShowAll={() => onShowAll?.()}
        onShowHome={onShowHome}
      />
    </StyledArea>
  );
}

import type { FeatureGroup as LeafletFeatureGroup } from 'leaflet';
import { memo, useEffect, useMemo, useRef } from 'react';
import { FeatureGroup, useMap } from 'react-leaflet';
import { useNow } from '@/lib/use-now';
import { VEHICLE_RADIUS } from '@/features/map/utils/marker-styles';
import { plateLabelIds, type ViewBounds } from '@/features/map/utils/plate-labels';
import {
  type Box,
  type LabelSide,
  PLATE_LABEL_HEIGHT_PX,
  placePlateLabels,
  plateLabelWidth,
} from '@/features/map/utils/plate-placement';
import type { VehicleMarker } from '@/features/map/utils/vehicle-markers';
import { isVehicleStale } from '@/features/map/utils/vehicle-staleness';
import { VehicleMarkerView } from './vehicle-marker';

export type VehicleLayerProps = {
  vehicles: readonly VehicleMarker[];
  bounds: ViewBounds | null;
  feedStale: boolean;
  clockOffsetMs: number;
  /** Changes whenever order markers were added: cars are then drawn above them again. */
  drawnBelow: unknown;
};

// Zoom buttons and "Zobrazit vše" sit over the map: plate labels keep clear of them.
function mapOverlays(container: HTMLElement): Box[] {
  const origin = container.getBoundingClientRect();
  // The map's controls are drawn by the surrounding area (`data-map-area`), outside Leaflet's container.
  const scope = container.closest('[data-map-area]') ?? container;
  return [...scope.querySelectorAll<HTMLElement>('.leaflet-control, [data-map-overlay]')].map((element) => {
    const rect = element.getBoundingClientRect();
    return {
      left: rect.left - origin.left,
      top: rect.top - origin.top,
      right: rect.right - origin.left,
      bottom: rect.bottom - origin.top,
    };
  });
}

/**
 * The cars. Plate labels are placed so they overlap neither each other, nor cars, nor the map's
 * controls, and stay inside the map. Staleness is re-checked every second here; only markers whose state flips re-render
 * (the markers are memoised), so the tick costs a few comparisons.
 */
export const VehicleLayer = memo(function VehicleLayer({
  vehicles,
  bounds,
  feedStale,
  clockOffsetMs,
  drawnBelow,
}: VehicleLayerProps) {
  const now = useNow(1_000) + clockOffsetMs;
  const map = useMap();
  // Recomputed when the cars move or the view changes (bounds follow every pan and zoom).
  const labelSides = useMemo((): ReadonlyMap<string, LabelSide> => {
    const ids = plateLabelIds(vehicles, bounds);
    if (ids.size === 0) {
      return new Map();
    }
    const size = map.getSize();
    const cars = vehicles
      .filter((vehicle) => ids.has(vehicle.id))
      .map((vehicle) => {
        const point = map.latLngToContainerPoint([vehicle.lat, vehicle.lng]);
        return {
          id: vehicle.id,
          x: point.x,
          y: point.y,
          labelWidth: plateLabelWidth(vehicle.plate),
          labelHeight: PLATE_LABEL_HEIGHT_PX,
        };
      });
    return placePlateLabels(
      cars,
      { width: size.x, height: size.y, obstacles: mapOverlays(map.getContainer()) },
      VEHICLE_RADIUS,
    );
  }, [vehicles, bounds, map]);
  const group = useRef<LeafletFeatureGroup>(null);

  // The canvas draws in insertion order: order markers added later would cover the cars (new cars
  // are added last, so they are on top already).
  useEffect(() => {
    group.current?.bringToFront();
  }, [drawnBelow]);

  return (
    <FeatureGroup ref={group}>
      {vehicles.map((vehicle) => (
        <VehicleMarkerView
          key={vehicle.id}
          vehicle={vehicle}
          stale={isVehicleStale(vehicle.reportedAtMs, now, feedStale)}
          labelSide={labelSides.get(vehicle.id) ?? null}
          clockOffsetMs={clockOffsetMs}
        />
      ))}
    </FeatureGroup>
  );
});

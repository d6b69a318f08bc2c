import type { FeatureGroup as LeafletFeatureGroup } from 'leaflet';
import { memo, useEffect, useMemo, useRef } from 'react';
import { FeatureGroup } from 'react-leaflet';
import { useNow } from '../../../lib/use-now';
import { plateLabelIds, type ViewBounds } from '../utils/plate-labels';
import type { VehicleMarker } from '../utils/vehicle-markers';
import { isVehicleStale } from '../utils/vehicle-staleness';
import { VehicleMarkerView } from './vehicle-marker';

export type VehicleLayerProps = {
  vehicles: readonly VehicleMarker[];
  bounds: ViewBounds | null;
  feedStale: boolean;
  clockOffsetMs: number;
  /** Changes whenever order markers were added: cars are then drawn above them again. */
  drawnBelow: unknown;
};

/**
 * The cars. Staleness is re-checked every second here; only markers whose state flips re-render
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
  const labelled = useMemo(() => plateLabelIds(vehicles, bounds), [vehicles, bounds]);
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
          labelled={labelled.has(vehicle.id)}
          clockOffsetMs={clockOffsetMs}
        />
      ))}
    </FeatureGroup>
  );
});

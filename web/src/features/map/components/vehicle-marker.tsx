import type { LatLngTuple, PointExpression } from 'leaflet';
import { memo, useMemo, useState } from 'react';
import { CircleMarker, Tooltip } from 'react-leaflet';
import { STALE_VEHICLE_STYLE, VEHICLE_RADIUS, VEHICLE_STYLE } from '../utils/marker-styles';
import type { VehicleMarker } from '../utils/vehicle-markers';
import { VehicleDetails } from './vehicle-details';

const LABEL_OFFSET: PointExpression = [VEHICLE_RADIUS + 2, 0];
const HOVER_OFFSET: PointExpression = [0, -VEHICLE_RADIUS];

export type VehicleMarkerViewProps = {
  vehicle: VehicleMarker;
  stale: boolean;
  /** Plate shown as a permanent label (few cars in view); otherwise details on hover only. */
  labelled: boolean;
  clockOffsetMs: number;
};

/**
 * One car: a canvas circle moved in place when its position changes. A Leaflet layer has one
 * tooltip, so a labelled car's label grows into the details while the pointer is over it.
 */
export const VehicleMarkerView = memo(function VehicleMarkerView({
  vehicle,
  stale,
  labelled,
  clockOffsetMs,
}: VehicleMarkerViewProps) {
  const [hovered, setHovered] = useState(false);
  const center = useMemo<LatLngTuple>(() => [vehicle.lat, vehicle.lng], [vehicle.lat, vehicle.lng]);
  const handlers = useMemo(
    () => ({ mouseover: () => setHovered(true), mouseout: () => setHovered(false) }),
    [],
  );
  const className = `vehicle-tooltip${labelled ? ' is-label' : ''}${stale ? ' is-stale' : ''}`;
  return (
    <CircleMarker
      center={center}
      radius={VEHICLE_RADIUS}
      pathOptions={stale ? STALE_VEHICLE_STYLE : VEHICLE_STYLE}
      eventHandlers={handlers}
    >
      {/* Tooltip options apply when it is created: a new kind of tooltip needs a new instance. */}
      <Tooltip
        key={className}
        className={className}
        permanent={labelled}
        direction={labelled ? 'right' : 'top'}
        offset={labelled ? LABEL_OFFSET : HOVER_OFFSET}
      >
        {labelled && !hovered ? (
          vehicle.plate
        ) : (
          <VehicleDetails vehicle={vehicle} stale={stale} clockOffsetMs={clockOffsetMs} />
        )}
      </Tooltip>
    </CircleMarker>
  );
});

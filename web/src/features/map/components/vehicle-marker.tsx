import type { LatLngTuple, PointExpression } from 'leaflet';
import { memo, useMemo, useState } from 'react';
import { CircleMarker, Tooltip } from 'react-leaflet';
import { STALE_VEHICLE_STYLE, VEHICLE_RADIUS, VEHICLE_STYLE } from '@/features/map/utils/marker-styles';
import type { LabelSide } from '@/features/map/utils/plate-placement';
import type { VehicleMarker } from '@/features/map/utils/vehicle-markers';
import { VehicleDetails } from './vehicle-details';

const REACH = VEHICLE_RADIUS + 2;
const LABEL_OFFSETS: Record<LabelSide, PointExpression> = {
  right: [REACH, 0],
  left: [-REACH, 0],
  bottom: [0, REACH],
  top: [0, -REACH],
};
const HOVER_OFFSET: PointExpression = [0, -VEHICLE_RADIUS];

export type VehicleMarkerViewProps = {
  vehicle: VehicleMarker;
  stale: boolean;
  /** The side of the plate's permanent label (few cars in view, room free); null: details on hover only. */
  labelSide: LabelSide | null;
  clockOffsetMs: number;
};

/**
 * One car: a canvas circle moved in place when its position changes. A Leaflet layer has one
 * tooltip, so a labelled car's label grows into the details while the pointer is over it.
 */
export const VehicleMarkerView = memo(function VehicleMarkerView({
  vehicle,
  stale,
  labelSide,
  clockOffsetMs,
}: VehicleMarkerViewProps) {
  const labelled = labelSide !== null;
  const [hovered, setHovered] = useState(false);
  const center = useMemo<LatLngTuple>(() => [vehicle.lat, vehicle.lng], [vehicle.lat, vehicle.lng]);
  const handlers = useMemo(
    () => ({ mouseover: () => setHovered(true), mouseout: () => setHovered(false) }),
    [],
  );
  const className = `vehicle-tooltip${labelled ? ` is-label is-${labelSide}` : ''}${stale ? ' is-stale' : ''}`;
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
        direction={labelSide ?? 'top'}
        offset={labelSide ? LABEL_OFFSETS[labelSide] : HOVER_OFFSET}
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

import type { LatLngTuple, PointExpression } from 'leaflet';
import { memo, useMemo, useState } from 'react';
import { CircleMarker, Tooltip } from 'react-leaflet';
import { STALE_VEHICLE_STYLE, VEHICLE_RADIUS, VEHICLE_STYLE } from '@/features/map/utils/marker-styles';
import type { LabelSide } from '@/features/map/utils/plate-placement';
import type { VehicleMarker } from '@/features/map/utils/vehicle-markers';
import { usePlateLabel } from '@/features/map/hooks/use-plate-label';
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
 * One car: a canvas circle moved in place when its position changes, its plate beside it when
 * there is room (usePlateLabel), its details in a tooltip while the pointer is over it. A labelled
 * car's details open where its label was, in the label's colours, and the label steps aside
 * meanwhile: the label seems to grow into the details.
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
  const offset = labelSide ? LABEL_OFFSETS[labelSide] : HOVER_OFFSET;
  usePlateLabel({
    lat: vehicle.lat,
    lng: vehicle.lng,
    plate: vehicle.plate,
    side: labelSide,
    offset,
    stale,
    hidden: hovered,
  });
  const className = `vehicle-tooltip${labelled ? ` is-label is-${labelSide}` : ''}${stale ? ' is-stale' : ''}`;
  return (
    <CircleMarker
      center={center}
      radius={VEHICLE_RADIUS}
      pathOptions={stale ? STALE_VEHICLE_STYLE : VEHICLE_STYLE}
      eventHandlers={handlers}
    >
      {/* Tooltip options apply when it is created: a new kind of tooltip needs a new instance (a
          closed one is only an object: its element is made when it first opens). */}
      <Tooltip key={className} className={className} direction={labelSide ?? 'top'} offset={offset}>
        <VehicleDetails vehicle={vehicle} stale={stale} clockOffsetMs={clockOffsetMs} />
      </Tooltip>
    </CircleMarker>
  );
});

import type { LatLngTuple } from 'leaflet';
import { memo, useMemo } from 'react';
import { CircleMarker } from 'react-leaflet';
import { ORDER_RADIUS, ORDER_STYLES } from '@/features/map/utils/marker-styles';
import type { OrderMarkerKind } from '@/features/map/utils/order-markers';

export type OrderMarkerViewProps = {
  id: number;
  lat: number;
  lng: number;
  kind: OrderMarkerKind;
  onSelect: (id: number) => void;
};

/** One active order at its pickup place; a click opens the map's single order popup. */
export const OrderMarkerView = memo(function OrderMarkerView({
  id,
  lat,
  lng,
  kind,
  onSelect,
}: OrderMarkerViewProps) {
  const center = useMemo<LatLngTuple>(() => [lat, lng], [lat, lng]);
  const handlers = useMemo(() => ({ click: () => onSelect(id) }), [id, onSelect]);
  return (
    <CircleMarker
      center={center}
      radius={ORDER_RADIUS}
      pathOptions={ORDER_STYLES[kind]}
      bubblingMouseEvents={false}
      eventHandlers={handlers}
    />
  );
});

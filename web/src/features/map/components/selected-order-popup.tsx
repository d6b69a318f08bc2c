import type { LatLngTuple } from 'leaflet';
import { useMemo } from 'react';
import { Popup } from 'react-leaflet';
import type { OrderMarker } from '@/features/map/utils/order-markers';
import { OrderDetails } from './order-details';

// Narrow enough for a phone; long addresses wrap.
const POPUP_MAX_WIDTH_PX = 300;

export type SelectedOrderPopupProps = {
  order: OrderMarker | null;
  /** The popup was closed (close button, a click on the map, another popup). */
  onClosed: (id: number) => void;
};

/** One popup for the selected order instead of one per marker: thousands of orders stay cheap. */
export function SelectedOrderPopup({ order, onClosed }: SelectedOrderPopupProps) {
  const id = order?.id;
  const lat = order?.position?.lat;
  const lng = order?.position?.lng;
  // Stable while the order stays put: a new position object would reopen (and so close) the popup.
  const position = useMemo<LatLngTuple | null>(
    () => (lat === undefined || lng === undefined ? null : [lat, lng]),
    [lat, lng],
  );
  const handlers = useMemo(
    () => ({
      remove: () => {
        if (id !== undefined) {
          onClosed(id);
        }
      },
    }),
    [id, onClosed],
  );
  if (!order || !position) {
    return null;
  }
  return (
    <Popup
      key={order.id}
      position={position}
      eventHandlers={handlers}
      maxWidth={POPUP_MAX_WIDTH_PX}
      minWidth={220}
    >
      <OrderDetails order={order} />
    </Popup>
  );
}

import { memo } from 'react';
import type { OrderMarker } from '@/features/map/utils/order-markers';
import { OrderMarkerView } from './order-marker';

export type OrderLayerProps = {
  orders: readonly OrderMarker[];
  onSelect: (id: number) => void;
};

/**
 * Order markers take primitive props: a reload that leaves an order as it was leaves its marker
 * untouched, however many orders there are.
 */
export const OrderLayer = memo(function OrderLayer({ orders, onSelect }: OrderLayerProps) {
  return orders.map(
    (order) =>
      order.position && (
        <OrderMarkerView
          key={order.id}
          id={order.id}
          lat={order.position.lat}
          lng={order.position.lng}
          kind={order.kind}
          onSelect={onSelect}
        />
      ),
  );
});

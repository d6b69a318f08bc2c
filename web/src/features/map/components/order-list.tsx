import { MapPin } from 'lucide-react';
import styled from 'styled-components';
import { Badge, EmptyState, VisuallyHidden } from '@/components/ui/feedback';
import { Table, TableScroll } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import type { OrderMarker } from '@/features/map/utils/order-markers';
import { ORDER_KIND_TONES } from './order-details';
import { ShowOnMapButton } from './show-on-map-button';

// Positioned so the visually hidden caption stays inside the scroll box.
const StyledTable = styled(Table)`
  position: relative;
`;

const StyledTrip = styled.span`
  display: block;
  min-width: 220px;
`;

export type OrderListProps = {
  orders: readonly OrderMarker[];
  onShow: (order: OrderMarker) => void;
};

/** Active orders as a table; "Na mapě" opens the order's popup on the map. */
export function OrderList({ orders, onShow }: OrderListProps) {
  if (orders.length === 0) {
    return <EmptyState title="Žádné aktivní objednávky" />;
  }
  return (
    <TableScroll $maxHeight="420px">
      <StyledTable>
        <caption>
          <VisuallyHidden>Aktivní objednávky</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Č.</th>
            <th scope="col">Stav</th>
            <th scope="col">Odkud → Kam</th>
            <th scope="col" data-numeric>
              Osob
            </th>
            <th scope="col">Vytvořeno</th>
            <th scope="col">
              <VisuallyHidden>Akce</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-order-id={order.id}>
              <th scope="row">{order.id}</th>
              <td>
                <Badge $tone={ORDER_KIND_TONES[order.kind]}>{order.statusLabel}</Badge>
              </td>
              <td>
                <StyledTrip>
                  {order.pickup} → {order.destination}
                </StyledTrip>
              </td>
              <td data-numeric>{order.people}</td>
              <td>{formatDateTime(order.createdAt)}</td>
              <td>
                <ShowOnMapButton
                  label={`Ukázat objednávku č. ${order.id} na mapě`}
                  icon={<MapPin size={16} aria-hidden />}
                  onShow={() => onShow(order)}
                  unavailableReason={order.position === null ? 'Objednávka nemá souřadnice' : undefined}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </TableScroll>
  );
}

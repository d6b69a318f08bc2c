import { ArrowRight, ChevronRight, Clock, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, type Tone, VisuallyHidden } from '@/components/ui/feedback';
import { formatDateTime } from '@/lib/format';
import { orderDetailPath } from '@/lib/order-detail-path';
import { formatPeople, type OrderMarker, type OrderMarkerKind } from '@/features/map/utils/order-markers';

export const ORDER_KIND_TONES: Record<OrderMarkerKind, Tone> = {
  waiting: 'info',
  accepted: 'success',
  other: 'danger',
};

const StyledDetails = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledTitle = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledLine = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// Doubled class: Leaflet's own `.leaflet-container a` colour would win otherwise.
const StyledDetailLink = styled(Link)`
  && {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    justify-self: start;
    min-height: 32px;
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textStrong};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.brand};
    text-decoration-thickness: 2px;
    text-underline-offset: 3px;
  }
`;

/** The order popup's content: status per the spec, the trip, passengers and when it was ordered. */
export function OrderDetails({ order }: { order: OrderMarker }) {
  return (
    <StyledDetails data-testid="order-popup">
      <StyledTitle>
        Objednávka č. {order.id}
        <Badge $tone={ORDER_KIND_TONES[order.kind]}>{order.statusLabel}</Badge>
      </StyledTitle>
      <StyledLine>
        <span>{order.pickup}</span>
      </StyledLine>
      <StyledLine>
        <ArrowRight size={14} aria-hidden />
        <span>
          <VisuallyHidden>do </VisuallyHidden>
          {order.destination}
        </span>
      </StyledLine>
      <StyledLine>
        <Users size={14} aria-hidden />
        {formatPeople(order.people)}
      </StyledLine>
      <StyledLine>
        <Clock size={14} aria-hidden />
        {formatDateTime(order.createdAt)}
      </StyledLine>
      {/* The next step from the map: the same detail the orders table opens, without a reload. */}
      <StyledDetailLink to={orderDetailPath(order.id)}>
        Podrobnosti objednávky
        <VisuallyHidden> č. {order.id}</VisuallyHidden>
        <ChevronRight size={16} aria-hidden />
      </StyledDetailLink>
    </StyledDetails>
  );
}

import styled from 'styled-components';
import { NO_VALUE, splitPlace } from '@/features/orders/utils/order-rows';

const StyledLine = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledTown = styled(StyledLine)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** A place in two short lines: street, then town (the whole address as a tooltip). */
export function PlaceCell({ name }: { name: string }) {
  if (name === NO_VALUE) {
    return <StyledLine>{NO_VALUE}</StyledLine>;
  }
  const { street, town } = splitPlace(name);
  return (
    <span title={name}>
      <StyledLine>{street}</StyledLine>
      {town && <StyledTown>{town}</StyledTown>}
    </span>
  );
}

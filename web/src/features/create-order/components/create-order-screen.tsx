import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useCreateOrderForm } from '@/features/create-order/hooks/use-create-order-form';
import { routeMapLabel } from '@/features/create-order/utils/route-points';
import { CreateOrderForm } from './create-order-form';
import { RouteMap } from './route-map';

// Side by side on wide screens (the map stays in view while the form scrolls), stacked on phones.
// An `aside` (the route's pre-orders) goes above the map beside the form, and after the map when stacked.
const StyledLayout = styled.div<{ $withAside: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  > [data-aside] {
    order: 1;
    min-width: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.xl}) {
    grid-template-columns: minmax(340px, 420px) minmax(0, 1fr);
    > :last-child {
      position: sticky;
      top: calc(${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.space.lg});
    }
    ${({ $withAside }) =>
      $withAside &&
      css`
        grid-template-rows: auto 1fr;
        > :first-child {
          grid-row: 1 / span 2;
        }
        > [data-aside] {
          order: 0;
          grid-column: 2;
          grid-row: 1;
        }
        > :last-child {
          grid-column: 2;
          grid-row: 2;
        }
      `}
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    gap: ${({ theme }) => theme.space.md};
  }
`;

/**
 * Vytvořit objednávku: the dispatcher's phone-order form with the live route, price and map.
 * `aside`: what the route shows beside the form (composed there, so this feature imports no other).
 */
export function CreateOrderScreen({ aside }: { aside?: ReactNode }) {
  const form = useCreateOrderForm();
  const { pickup, destination } = form.values;
  const path = form.quote.path;
  return (
    <StyledLayout $withAside={aside !== undefined}>
      <CreateOrderForm form={form} />
      {aside !== undefined && <div data-aside>{aside}</div>}
      <RouteMap
        pickup={pickup}
        destination={destination}
        path={path}
        vehicles={form.nearest.data?.vehicles}
        label={routeMapLabel(pickup, destination, Boolean(path))}
      />
    </StyledLayout>
  );
}

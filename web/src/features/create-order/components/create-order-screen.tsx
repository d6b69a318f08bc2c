import styled from 'styled-components';
import { useCreateOrderForm } from '@/features/create-order/hooks/use-create-order-form';
import { routeMapLabel } from '@/features/create-order/utils/route-points';
import { CreateOrderForm } from './create-order-form';
import { RouteMap } from './route-map';

// Side by side on wide screens (the map stays in view while the form scrolls), stacked on phones.
const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoint.xl}) {
    grid-template-columns: minmax(340px, 420px) minmax(0, 1fr);
    > :last-child {
      position: sticky;
      top: calc(${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.space.lg});
    }
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** Vytvořit objednávku: the dispatcher's phone-order form with the live route, price and map. */
export function CreateOrderScreen() {
  const form = useCreateOrderForm();
  const { pickup, destination } = form.values;
  const path = form.quote.path;
  return (
    <StyledLayout>
      <CreateOrderForm form={form} />
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

import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/components/ui/error-message';
import { useToast } from '@/components/ui/toast';
import { useWebOrders } from '@/features/orders/api/get-web-orders';
import { usePauseWebOrders } from '@/features/orders/api/pause-web-orders';

// Another dispatcher's switch is followed this often (the gateway sends no event for it).
const SWITCH_POLL_MS = 10_000;

const StyledCard = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `0 ${theme.space.lg}`};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

// A track with its knob drawn before the words, which say the state.
const StyledSwitch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  &::before {
    content: '';
    width: 44px;
    height: 24px;
    border-radius: 12px;
    background: radial-gradient(circle at 12px, #fff 8px, #0000 9px) ${({ theme }) => theme.colors.danger};
  }
  &[aria-checked='true']::before {
    background: radial-gradient(circle at 32px, #fff 8px, #0000 9px) ${({ theme }) => theme.colors.success};
  }
`;

/**
 * "Objednávky z webu: přijímáme / pozastaveno": a dispatcher pauses web orders when no car is free;
 * paused, the public page says online ordering is not available now and shows the phone. Shown only
 * where web orders are set up; every tab follows within seconds.
 */
export default function WebOrdersSwitch() {
  const overview = useWebOrders(SWITCH_POLL_MS).data;
  const pause = usePauseWebOrders();
  const toast = useToast();
  if (!overview?.configured) {
    return null;
  }
  const taking = !overview.paused;
  return (
    <StyledCard aria-labelledby="web-orders-switch">
      <h2 id="web-orders-switch">Objednávky z webu</h2>
      <StyledSwitch
        type="button"
        role="switch"
        aria-checked={taking}
        aria-labelledby="web-orders-switch"
        disabled={pause.isPending}
        onClick={() => pause.mutate(taking, { onError: (error) => toast.error(errorMessage(error)) })}
      >
        {taking ? 'přijímáme' : 'pozastaveno'}
      </StyledSwitch>
      {!taking && <p>Web teď objednávky nepřijímá a ukazuje telefon.</p>}
    </StyledCard>
  );
}

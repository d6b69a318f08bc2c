import styled from 'styled-components';
import { formatKc } from '@/lib/format';
import { ordersCountLabel, type OrderSummary } from '@/features/orders/utils/order-filter';

const StyledSummary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  font-variant-numeric: tabular-nums;
`;

const StyledItem = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.textStrong};
  }
`;

const StyledTotal = styled(StyledItem)`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** Count and sum of ride prices of the rows shown (announced when a filter changes them). */
export function OrdersSummary({ summary, filtered }: { summary: OrderSummary; filtered: boolean }) {
  return (
    <StyledSummary role="status" aria-live="polite" data-testid="orders-summary">
      <StyledItem>
        {filtered ? 'Vybráno' : 'Celkem'}:{' '}
        <strong data-testid="orders-count">{ordersCountLabel(summary.count)}</strong>
      </StyledItem>
      <StyledTotal>
        Součet cen: <strong data-testid="orders-total">{formatKc(summary.total)}</strong>
      </StyledTotal>
      <StyledItem>
        z toho hotovo ({summary.doneCount.toLocaleString('cs-CZ')}):{' '}
        <strong>{formatKc(summary.doneTotal)}</strong>
      </StyledItem>
    </StyledSummary>
  );
}

import { BALANCE_WINDOWS, type Balance } from '@taxi/contracts';
import { Wallet } from 'lucide-react';
import styled from 'styled-components';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/components/ui/error-message';
import { ErrorState, SkeletonLine } from '@/components/ui/feedback';
import { formatKc } from '@/lib/format';
import { useBalance } from '@/features/payments/api/get-balance';

const StyledGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  /* A phone has no room for two amounts side by side: one window per line, label and amount. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const StyledTile = styled.div<{ $first: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $first }) => ($first ? theme.colors.brand : theme.colors.border)};
  background: ${({ theme, $first }) => ($first ? theme.colors.brandSoft : theme.colors.surfaceMuted)};
  min-width: 0;
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.textStrong};
    font-variant-numeric: tabular-nums;
    /* Never cut to "…": a long amount wraps between its digit groups instead. */
    overflow-wrap: anywhere;
    @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
      font-size: ${({ theme }) => theme.font.size.lg};
    }
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    flex-direction: row;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    dd {
      text-align: right;
    }
  }
`;

const StyledTitle = styled(CardTitle)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Tiles({ balance }: { balance: Balance | undefined }) {
  return (
    <StyledGrid aria-busy={balance === undefined}>
      {BALANCE_WINDOWS.map((window, index) => (
        <StyledTile key={window.key} $first={index === 0}>
          <dt>{window.label}</dt>
          <dd>{balance ? formatKc(balance[window.key]) : <SkeletonLine $width="70%" $height="28px" />}</dd>
        </StyledTile>
      ))}
    </StyledGrid>
  );
}

/** Tržby: the eight windows of the balance call, in Kč. */
export function BalancePanel() {
  const balance = useBalance();
  return (
    <Card aria-labelledby="balance-title">
      <CardHeader>
        <StyledTitle id="balance-title">
          <Wallet size={20} aria-hidden />
          Tržby
        </StyledTitle>
      </CardHeader>
      {balance.data === undefined && balance.isError ? (
        <ErrorState message={errorMessage(balance.error)} onRetry={() => void balance.refetch()} />
      ) : (
        <Tiles balance={balance.data} />
      )}
      <StyledNote>Součet cen dokončených jízd za dané období.</StyledNote>
    </Card>
  );
}

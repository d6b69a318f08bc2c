import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/components/ui/error-message';
import { Badge, SkeletonLine, VisuallyHidden } from '@/components/ui/feedback';
import { formatKc, formatKm, formatMinutes } from '@/lib/format';
import type { QuoteStatus } from '@/features/create-order/hooks/use-order-quote';
import type { OrderQuote } from '@/features/create-order/utils/order-quote';

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: 1.3fr 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.textStrong};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  dd[data-price] {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  del {
    display: block;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledNote = styled.div<{ $error?: boolean }>`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  p {
    margin: 0;
  }
`;

export type QuoteSummaryProps = {
  status: QuoteStatus;
  quote: OrderQuote | null;
  error: unknown;
  onRetry: () => void;
  /** A refused submit's message about the route or price. */
  problem?: string;
};

type FigureProps = { label: string; loading: boolean; price?: boolean; children: ReactNode };

function Figure({ label, loading, price, children }: FigureProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-price={price ? '' : undefined}>
        {loading ? <SkeletonLine $width="70%" $height="24px" aria-hidden /> : children}
      </dd>
    </div>
  );
}

function Note({ status, error, onRetry }: Pick<QuoteSummaryProps, 'status' | 'error' | 'onRetry'>) {
  switch (status) {
    case 'idle':
      return <p>Vyberte Odkud a Kam, trasa a cena se spočítají samy.</p>;
    case 'loading':
      return <p>Počítám trasu…</p>;
    case 'no-people':
      return <p>Zadejte počet osob od 1 do 8, pak se spočítá cena.</p>;
    case 'error':
      return (
        <>
          <p role="alert">Trasu se nepodařilo spočítat: {errorMessage(error)}</p>
          <Button size="sm" variant="secondary" icon={<RefreshCw size={16} aria-hidden />} onClick={onRetry}>
            Zkusit znovu
          </Button>
        </>
      );
    case 'ready':
      return null;
  }
}

/** Cena, Vzdálenost and Čas of the chosen route, with the VIP discount and the local-trip flat fare. */
export function QuoteSummary({ status, quote, error, onRetry, problem }: QuoteSummaryProps) {
  const loading = status === 'loading';
  const discounted = quote && quote.discountPercent !== null && quote.price !== quote.listPrice;
  return (
    <StyledPanel aria-live="polite" aria-busy={loading}>
      <StyledFigures>
        <Figure label="Cena" loading={loading} price>
          <span data-testid="quote-price">{quote ? formatKc(quote.price) : '—'}</span>
          {discounted && (
            <del data-testid="quote-list-price">
              <VisuallyHidden>Cena bez slevy </VisuallyHidden>
              {formatKc(quote.listPrice)}
            </del>
          )}
        </Figure>
        <Figure label="Vzdálenost" loading={loading}>
          <span data-testid="quote-distance">{quote ? formatKm(quote.km) : '—'}</span>
        </Figure>
        <Figure label="Čas" loading={loading}>
          <span data-testid="quote-duration">{quote ? formatMinutes(quote.minutes) : '—'}</span>
        </Figure>
      </StyledFigures>
      {quote?.isLocal && (
        <div>
          <Badge $tone="brand">Místní jízda: pevná cena</Badge>
        </div>
      )}
      {status !== 'ready' && (
        <StyledNote $error={status === 'error'}>
          <Note status={status} error={error} onRetry={onRetry} />
        </StyledNote>
      )}
      {problem && (
        <StyledNote $error role="alert">
          <p>{problem}</p>
        </StyledNote>
      )}
    </StyledPanel>
  );
}

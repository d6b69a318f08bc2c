import type { FleetSnapshot } from '@taxi/contracts';
import { RadioTower, TriangleAlert } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/components/ui/error-message';
import { useNow } from '@/lib/use-now';
import {
  fleetOutageText,
  fleetProviderLabel,
  formatActiveOrderCount,
  formatPollTime,
  formatVehicleCount,
} from '@/features/map/utils/feed-health';
import { formatSecondsAgo, secondsSinceReport } from '@/features/map/utils/vehicle-staleness';

const StyledLine = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledFacts = styled.p`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;
`;

const StyledFact = styled.span`
  strong,
  span {
    white-space: nowrap;
  }
  strong {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledAlert = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  svg {
    flex: none;
    margin-top: 1px;
  }
`;

// Wraps beside the icon; the retry button goes below it only when the line is too narrow.
const StyledAlertText = styled.span`
  flex: 1 1 14rem;
`;

type Retryable = { error: unknown; refetch: () => unknown };

export type FeedHealthProps = {
  snapshot: FleetSnapshot | undefined;
  fleet: Retryable & { isPending: boolean };
  orders: Retryable & { count: number | undefined };
  vehicleCount: number;
  clockOffsetMs: number;
};

/** The feed-health line (last good poll, source, counts) and the banners for outages and failed loads. */
export function FeedHealth({ snapshot, fleet, orders, vehicleCount, clockOffsetMs }: FeedHealthProps) {
  const now = useNow(1_000) + clockOffsetMs;
  const outage = snapshot ? fleetOutageText(snapshot) : null;
  const polledAt = snapshot?.fetchedAt ?? null;
  return (
    <>
      {snapshot ? (
        <StyledLine data-testid="feed-health">
          <RadioTower size={18} aria-hidden />
          <StyledFacts>
            {polledAt ? (
              <StyledFact>
                Poslední načtení poloh: <strong>{formatPollTime(polledAt)}</strong>{' '}
                <span>({formatSecondsAgo(secondsSinceReport(Date.parse(polledAt), now))})</span>
              </StyledFact>
            ) : (
              <StyledFact>Polohy vozidel zatím nebyly načteny</StyledFact>
            )}
            <StyledFact>Zdroj: {fleetProviderLabel(snapshot.provider)}</StyledFact>
            <StyledFact>{formatVehicleCount(vehicleCount)}</StyledFact>
            {orders.count !== undefined && <StyledFact>{formatActiveOrderCount(orders.count)}</StyledFact>}
          </StyledFacts>
        </StyledLine>
      ) : fleet.error ? null : (
        <StyledLine role="status">
          <RadioTower size={18} aria-hidden />
          <span>Načítám polohy vozidel…</span>
        </StyledLine>
      )}
      {outage && (
        <StyledAlert role="alert">
          <TriangleAlert size={18} aria-hidden />
          <StyledAlertText>{outage}</StyledAlertText>
        </StyledAlert>
      )}
      {fleet.error !== null && !snapshot && (
        <FailedLoad text="Polohy vozidel se nepodařilo načíst." error={fleet.error} onRetry={fleet.refetch} />
      )}
      {orders.error !== null && orders.count === undefined && (
        <FailedLoad
          text="Aktivní objednávky se nepodařilo načíst."
          error={orders.error}
          onRetry={orders.refetch}
        />
      )}
    </>
  );
}

function FailedLoad({ text, error, onRetry }: { text: string; error: unknown; onRetry: () => unknown }) {
  return (
    <StyledAlert role="alert">
      <TriangleAlert size={18} aria-hidden />
      <StyledAlertText>
        {text} {errorMessage(error)}
      </StyledAlertText>
      <Button variant="secondary" size="sm" onClick={() => void onRetry()}>
        Zkusit znovu
      </Button>
    </StyledAlert>
  );
}

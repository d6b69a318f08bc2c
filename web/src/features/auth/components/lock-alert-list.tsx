import { CarTaxiFront, Siren } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { LockAlert } from '@/features/auth/hooks/use-lock-alerts';
import { formatDayTime } from '@/lib/format';
import { useMinuteNow } from '@/lib/use-now';

export const LOCK_ALERT_LABELS: Record<LockAlert['kind'], string> = {
  sos: 'SOS – žádost o pomoc',
  order: 'Nová objednávka',
};
// A lock left for hours gathers many orders: the newest show, the rest are counted.
const SHOWN = 5;

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.colors.textStrong};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const StyledItem = styled.li<{ $sos: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme, $sos }) => ($sos ? theme.colors.danger : theme.colors.brand)};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $sos }) => ($sos ? theme.colors.dangerSoft : theme.colors.brandSoft)};
  color: ${({ theme, $sos }) => ($sos ? theme.colors.danger : theme.colors.textStrong)};
  svg {
    flex: none;
  }
  p {
    display: grid;
    flex: 1;
    min-width: 0;
    margin: 0;
  }
  time {
    color: ${({ theme }) => theme.colors.textStrong};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledMore = styled.li`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** "SOS – žádost o pomoc, dnes 14:05": what an alert is and when it came. */
export function lockAlertText(alert: LockAlert, now: number): string {
  return `${LOCK_ALERT_LABELS[alert.kind]}, ${formatDayTime(new Date(alert.at).toISOString(), now)}`;
}

/** The lock screen's alerts: kind and time, newest first, each with a way to act on it. */
export function LockAlertList({ alerts, onAct }: { alerts: LockAlert[]; onAct: (alert: LockAlert) => void }) {
  const titleId = useId();
  const now = useMinuteNow();
  const more = alerts.length - SHOWN;
  return (
    <StyledSection aria-labelledby={titleId}>
      <h3 id={titleId}>Upozornění ({alerts.length})</h3>
      <ul>
        {alerts.slice(0, SHOWN).map((alert) => (
          <StyledItem key={alert.key} $sos={alert.kind === 'sos'}>
            {alert.kind === 'sos' ? <Siren size={20} aria-hidden /> : <CarTaxiFront size={20} aria-hidden />}
            <p>
              <strong>{LOCK_ALERT_LABELS[alert.kind]}</strong>
              <time dateTime={new Date(alert.at).toISOString()}>
                {formatDayTime(new Date(alert.at).toISOString(), now)}
              </time>
            </p>
            <Button
              size="sm"
              variant={alert.kind === 'sos' ? 'danger' : 'secondary'}
              aria-label={`Zobrazit: ${lockAlertText(alert, now)}`}
              onClick={() => onAct(alert)}
            >
              Zobrazit
            </Button>
          </StyledItem>
        ))}
        {more > 0 && <StyledMore>Další upozornění: {more}</StyledMore>}
      </ul>
    </StyledSection>
  );
}

import { type SosAlert, sosCallerName } from '@taxi/contracts';
import { AlertTriangle, ShieldCheck, Siren } from 'lucide-react';
import { useId, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/components/ui/error-message';
import { VisuallyHidden } from '@/components/ui/feedback';
import { useToast } from '@/components/ui/toast';
import { theme } from '@/theme/theme';
import { useDismissSosAlert } from '@/features/sos/api/dismiss-sos-alert';
import { useSosAlerts } from '@/features/sos/api/get-sos-alerts';
import { useAlarmSound } from '@/features/sos/hooks/use-alarm-sound';
import { useNow } from '@/lib/use-now';
import { useAlarmMuted } from '@/lib/alarm/use-alarm-muted';
import { useTitleFlash } from '@/lib/use-title-flash';
import { sosLabel } from '@/features/sos/utils/sos-label';
import { SosAlertItem } from './sos-alert-item';
import { SosMuteToggle } from './sos-mute-toggle';

export const SOS_ALARM_TEXT = 'SOS – žádost o pomoc';
export const SOS_FLASH_TITLE = '🚨 SOS!';
export const SOS_SOUND_HINT = 'Zvuk alarmu se spustí po prvním kliknutí na stránku.';

const pulse = keyframes`
  0%, 100% { box-shadow: 0 0 0 0 color-mix(in srgb, ${theme.colors.danger} 55%, transparent); }
  50% { box-shadow: 0 0 0 6px color-mix(in srgb, ${theme.colors.danger} 0%, transparent); }
`;

const StyledQuiet = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
  }
  svg {
    flex: none;
  }
`;

const StyledFailed = styled(StyledQuiet)`
  border-color: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
`;

// Never more than 40 % of the screen's height: beyond that the alerts scroll inside the strip. On a
// phone it is a band across the whole width under the top bar (no frame, no margin around it), so one
// alert takes at most 64 px of the screen.
const StyledAlarm = styled.section`
  display: flex;
  flex-direction: column;
  max-height: 40vh;
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    border-width: 0 0 2px;
    border-radius: 0;
  }
`;

const StyledAlarmHeader = styled.header`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.textOnDark};
  h2 {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    color: inherit;
    font-size: ${({ theme }) => theme.font.size.md};
    letter-spacing: 0.02em;
  }
  flex: none;
  /* A phone keeps the strip within 64 px with one alert: a thin title bar above the alert. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    flex-wrap: nowrap;
    min-height: 26px;
    padding: 0 ${({ theme }) => theme.space.sm};
    h2 {
      font-size: ${({ theme }) => theme.font.size.sm};
    }
    h2 svg {
      width: 16px;
      height: 16px;
    }
  }
`;

// On a phone the hint is only the mute button's description: a line of its own made the strip too tall.
const StyledHint = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  opacity: 0.95;
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    display: none;
  }
`;

const StyledHeaderEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-left: auto;
`;

// Takes what the strip's height cap leaves under the title and scrolls the rest.
const StyledList = styled.ul`
  flex: 0 1 auto;
  min-height: 0;
  list-style: none;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.dangerSoft};
`;

function without(ids: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(ids);
  next.delete(id);
  return next;
}

/**
 * The SOS strip above every admin screen. Open alerts ring a repeating alarm (unless muted), flash
 * the tab title and stay on screen with the caller's name and phone until someone dismisses them.
 */
export function SosStrip() {
  const alerts = useSosAlerts();
  const dismiss = useDismissSosAlert();
  const toast = useToast();
  const [muted, setMuted] = useAlarmMuted();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());
  const hintId = useId();
  // Alerts marked Vyřízeno but still in their undo window: off the strip and silent already.
  const [waitingIds, setWaitingIds] = useState<ReadonlySet<number>>(() => new Set());

  const open = (alerts.data ?? []).filter((alert) => !waitingIds.has(alert.id));
  const alarming = open.length > 0;
  const blocked = useAlarmSound(alarming && !muted);
  useTitleFlash(alarming, SOS_FLASH_TITLE);
  const now = useNow(
    1_000,
    open.some((alert) => alert.createdAt !== undefined),
  );

  const send = (alert: SosAlert) => {
    const label = sosLabel(sosCallerName(alert));
    setBusyIds((ids) => new Set(ids).add(alert.id));
    dismiss.mutate(alert, {
      onSuccess: () => toast.success(`${label} – vyřízeno.`),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => {
        setBusyIds((ids) => without(ids, alert.id));
        setWaitingIds((ids) => without(ids, alert.id));
      },
    });
  };

  // Vyřízeno hides the alert at once and sends the dismissal after the undo window.
  const onDismiss = (alert: SosAlert) => {
    setWaitingIds((ids) => new Set(ids).add(alert.id));
    toast.undoable({
      message: `${sosLabel(sosCallerName(alert))} – vyřízeno.`,
      commit: () => send(alert),
      onUndo: () => setWaitingIds((ids) => without(ids, alert.id)),
      undoneMessage: `${sosLabel(sosCallerName(alert))} je znovu otevřené.`,
    });
  };

  if (alerts.data === undefined && alerts.isError) {
    return (
      <StyledFailed aria-label="SOS upozornění" role="alert">
        <p>
          <AlertTriangle size={18} aria-hidden />
          SOS upozornění se nepodařilo načíst. {errorMessage(alerts.error)}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void alerts.refetch()}>
          Zkusit znovu
        </Button>
      </StyledFailed>
    );
  }

  if (!alarming) {
    return (
      <StyledQuiet aria-label="SOS upozornění" aria-busy={alerts.isPending}>
        <p>
          <ShieldCheck size={18} aria-hidden />
          {alerts.isPending ? 'Načítám SOS upozornění…' : 'Žádná SOS upozornění'}
        </p>
        <SosMuteToggle muted={muted} onChange={setMuted} />
      </StyledQuiet>
    );
  }

  const newest = open[0];
  return (
    <StyledAlarm aria-labelledby="sos-strip-title" data-alarm="on">
      <StyledAlarmHeader>
        <h2 id="sos-strip-title">
          <Siren size={20} aria-hidden />
          {SOS_ALARM_TEXT}
          {open.length > 1 && <span>({open.length})</span>}
        </h2>
        {blocked && <StyledHint id={hintId}>{SOS_SOUND_HINT}</StyledHint>}
        <StyledHeaderEnd>
          <SosMuteToggle
            muted={muted}
            onChange={setMuted}
            onDark
            describedBy={blocked ? hintId : undefined}
          />
        </StyledHeaderEnd>
      </StyledAlarmHeader>
      <StyledList>
        {open.map((alert) => (
          <SosAlertItem
            key={alert.id}
            alert={alert}
            now={now}
            busy={busyIds.has(alert.id)}
            onDismiss={onDismiss}
          />
        ))}
      </StyledList>
      <VisuallyHidden role="alert">
        {newest ? `${SOS_ALARM_TEXT}: ${sosCallerName(newest)}` : ''}
      </VisuallyHidden>
    </StyledAlarm>
  );
}

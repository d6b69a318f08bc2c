import { Lock, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { VisuallyHidden } from '@/components/ui/feedback';
import { useLogout } from '@/features/auth/api/logout';
import { type LockAlert, useLockAlerts } from '@/features/auth/hooks/use-lock-alerts';
import { useMinuteNow } from '@/lib/use-now';
import { LockAlertList, lockAlertText } from './lock-alert-list';
import { UnlockForm } from './unlock-form';

export const LOCK_TITLE = 'Obrazovka je zamčená';
export const SOUND_WAITS_HINT = 'Zvuk upozornění se spustí po prvním kliknutí na stránku.';

// Opaque: nothing of the screen underneath (a customer's name in a draft) shows through.
const StyledLock = styled.dialog`
  width: 100vw;
  max-width: none;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: none;
  background: ${({ theme }) => theme.colors.text};
  overflow-y: auto;
  &[open] {
    display: flex;
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.text};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

// Centred by its margins, so a card taller than a phone's screen scrolls from its top.
const StyledCard = styled.div`
  width: min(500px, 100%);
  margin: auto;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  overflow: hidden;
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.text};
  h2 {
    margin: 0;
    color: inherit;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  svg {
    flex: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    h2 {
      font-size: ${({ theme }) => theme.font.size.lg};
    }
  }
`;

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  p {
    margin: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledLogout = styled(Button)`
  justify-self: center;
`;

export type LockScreenProps = {
  /** The session's login name, as the gateway recorded it; null when it does not know it. */
  admin: string | null;
  /** The idle time that locks the screen, when known. */
  idleMinutes: number | null;
  /** The screen the admin returns to ("Vytvořit objednávku"). */
  screenLabel: string;
  onUnlocked: () => void;
};

function lockedBecause(idleMinutes: number | null): string {
  if (idleMinutes === null) {
    return 'Obrazovka se zamkla po nečinnosti.';
  }
  return `Po ${idleMinutes} ${idleMinutes === 1 ? 'minutě' : 'minutách'} bez práce se obrazovka zamkla.`;
}

function whatOpensAfter(alert: LockAlert, screenLabel: string): string {
  const back = `Po odemknutí se vrátíte na obrazovku „${screenLabel}“`;
  return alert.kind === 'sos'
    ? `${back} a SOS upozornění uvidíte v pruhu nad ní.`
    : `${back}; novou objednávku najdete v Objednávkách.`;
}

/**
 * The lock over the admin (a modal dialog, so the screen underneath stays as it was, inert and
 * hidden from assistive technology): who is signed in, the alerts that keep coming, the password.
 */
export function LockScreen({ admin, idleMinutes, screenLabel, onUnlocked }: LockScreenProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const { alerts, soundBlocked } = useLockAlerts();
  const [acting, setActing] = useState<LockAlert | null>(null);
  const logout = useLogout();
  const now = useMinuteNow();
  const newest = alerts[0];

  useEffect(() => {
    const element = dialog.current;
    if (!element) {
      return undefined;
    }
    const open = () => {
      if (element.open) {
        return;
      }
      if (typeof element.showModal === 'function') {
        element.showModal();
      } else {
        element.setAttribute('open', '');
      }
    };
    open();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // Chrome closes a modal dialog on a second Escape even when its cancel was refused: it reopens.
    element.addEventListener('close', open);
    // Unlocked, the dialog leaves the page (and the top layer) with the lock screen.
    return () => element.removeEventListener('close', open);
  }, []);

  const act = (alert: LockAlert) => {
    setActing(alert);
    dialog.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
  };

  return (
    <StyledLock
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-toasts="behind"
      onCancel={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        // The drawer and panels underneath listen on the page for Escape: it is not theirs now.
        if (event.key === 'Escape') {
          event.stopPropagation();
        }
      }}
    >
      <StyledCard>
        <StyledHeader>
          <Lock size={28} aria-hidden />
          <h2 id={titleId}>{LOCK_TITLE}</h2>
        </StyledHeader>
        <StyledBody>
          <p id={textId}>
            {lockedBecause(idleMinutes)} Rozpracovaná práce na ní zůstala, jak jste ji nechali.
          </p>
          {admin !== null && (
            <p>
              Účet: <strong>{admin}</strong>
            </p>
          )}
          {alerts.length > 0 && <LockAlertList alerts={alerts} onAct={act} />}
          {soundBlocked && <StyledMuted>{SOUND_WAITS_HINT}</StyledMuted>}
          <UnlockForm
            admin={admin}
            next={acting ? whatOpensAfter(acting, screenLabel) : undefined}
            onUnlocked={onUnlocked}
          />
          <StyledLogout
            variant="ghost"
            icon={<LogOut size={18} aria-hidden />}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            Odhlásit se
          </StyledLogout>
        </StyledBody>
      </StyledCard>
      <VisuallyHidden role="alert">{newest ? lockAlertText(newest, now) : ''}</VisuallyHidden>
    </StyledLock>
  );
}

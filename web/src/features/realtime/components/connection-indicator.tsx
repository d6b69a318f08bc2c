import { Loader2, RefreshCw, Wifi, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { HiddenOnPhone } from '@/components/ui/feedback';
import type { RealtimeStatus } from '@/lib/realtime/realtime-context';
import { useRealtimeStatus } from '@/lib/realtime/use-realtime-status';

type Look = { text: string; detail: string; icon: ReactNode; tone: 'ok' | 'busy' | 'down' };

const LOOKS: Record<RealtimeStatus, Look> = {
  connected: {
    text: 'Živě',
    detail: 'Živé aktualizace jsou zapnuté',
    icon: <Wifi size={16} aria-hidden />,
    tone: 'ok',
  },
  connecting: {
    text: 'Připojuji…',
    detail: 'Připojuji živé aktualizace',
    icon: <Loader2 size={16} aria-hidden />,
    tone: 'busy',
  },
  reconnecting: {
    text: 'Obnovuji spojení…',
    detail: 'Spojení se přerušilo, obnovuji ho; data se pak znovu načtou',
    icon: <RefreshCw size={16} aria-hidden />,
    tone: 'busy',
  },
  offline: {
    text: 'Bez spojení',
    detail: 'Živé aktualizace nefungují; data se obnoví po opětovném připojení',
    icon: <WifiOff size={16} aria-hidden />,
    tone: 'down',
  },
  idle: {
    text: 'Nepřipojeno',
    detail: 'Živé aktualizace nejsou připojené',
    icon: <WifiOff size={16} aria-hidden />,
    tone: 'down',
  },
};

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledIndicator = styled.span<{ $tone: Look['tone'] }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  svg {
    flex: none;
    color: ${({ theme, $tone }) =>
      $tone === 'ok' ? theme.colors.success : $tone === 'busy' ? theme.colors.warning : theme.colors.danger};
    ${({ $tone }) =>
      $tone === 'busy' &&
      css`
        animation: ${spin} 1.2s linear infinite;
      `}
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space.xs};
  }
`;

/** Small live-connection badge for the top bar: icon shape and text, never colour alone. */
export function ConnectionIndicator() {
  const status = useRealtimeStatus();
  const look = LOOKS[status];
  return (
    <StyledIndicator role="status" $tone={look.tone} title={look.detail} data-status={status}>
      {look.icon}
      <HiddenOnPhone>{look.text}</HiddenOnPhone>
    </StyledIndicator>
  );
}

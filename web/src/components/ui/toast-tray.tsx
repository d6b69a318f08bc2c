import { BellRing } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import { HiddenOnPhone } from './feedback';
import { TOAST_REGION_ID, TOAST_TRAY_BUTTON_ID, useToastTray } from './toast';

const ring = keyframes`
  0%, 100% { transform: rotate(0); }
  20% { transform: rotate(-16deg); }
  40% { transform: rotate(14deg); }
  60% { transform: rotate(-10deg); }
  80% { transform: rotate(6deg); }
`;

// Dark on the yellow bar: the one thing there that waits for the dispatcher.
const StyledTray = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: none;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  cursor: pointer;
  &[aria-expanded='false'] svg {
    animation: ${ring} 0.9s ease-in-out 2;
    color: ${({ theme }) => theme.colors.brand};
  }
  @media (prefers-reduced-motion: reduce) {
    &[aria-expanded='false'] svg {
      animation: none;
    }
  }
`;

const StyledCount = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const TOAST_TRAY_LABEL = 'K vyřízení';

/**
 * "K vyřízení" in the top bar: where a reminder that stays until dealt with folds after a few
 * seconds, so it covers nothing on the screen; a click shows it again (and folds it back).
 */
export function ToastTray() {
  const { waiting, folded, toggle } = useToastTray();
  if (waiting === 0) {
    return null;
  }
  return (
    <StyledTray
      id={TOAST_TRAY_BUTTON_ID}
      type="button"
      aria-expanded={!folded}
      aria-controls={TOAST_REGION_ID}
      aria-label={`${TOAST_TRAY_LABEL}: ${waiting}`}
      title={folded ? 'Zobrazit upozornění, která čekají na vyřízení' : 'Schovat upozornění do lišty'}
      onClick={toggle}
    >
      {/* A new fold rings the bell again. */}
      <BellRing key={waiting} size={16} aria-hidden />
      <HiddenOnPhone>{TOAST_TRAY_LABEL}</HiddenOnPhone>
      <StyledCount aria-hidden>{waiting}</StyledCount>
    </StyledTray>
  );
}

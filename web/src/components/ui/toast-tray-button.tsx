import { BellRing } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import { HiddenOnPhone } from './feedback';
import type { ToastTray } from './toast';

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

export type ToastTrayButtonProps = ToastTray & {
  id: string;
  /** The toasts' region it shows and hides. */
  controls: string;
  label: string;
};

/**
 * The tray's button, while persistent toasts wait: its code comes with the first toast
 * (use-toast-parts.ts), and takes its names as props (an import of toast.tsx would split it off).
 */
export function ToastTrayButton({ waiting, folded, toggle, id, controls, label }: ToastTrayButtonProps) {
  return (
    <StyledTray
      id={id}
      type="button"
      aria-expanded={!folded}
      aria-controls={controls}
      aria-label={`${label}: ${waiting}`}
      title={folded ? 'Zobrazit upozornění, která čekají na vyřízení' : 'Schovat upozornění do lišty'}
      onClick={toggle}
    >
      {/* A new fold rings the bell again. */}
      <BellRing key={waiting} size={16} aria-hidden />
      <HiddenOnPhone>{label}</HiddenOnPhone>
      <StyledCount aria-hidden>{waiting}</StyledCount>
    </StyledTray>
  );
}

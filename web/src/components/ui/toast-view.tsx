import { AlertTriangle, ArrowRight, CheckCircle2, Info, Undo2, X, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './feedback';
// Nothing of the eager toast code at run time (types only): an import of it would split that code
// into a chunk of its own, which every admin screen would then download besides.
import type { ToastItem, ToastTone } from './toast';

/** How long a persistent toast stays open (again) before it folds into the tray. */
export const FOLD_AFTER_MS = 8_000;

const StyledToast = styled.div<{ $tone: ToastTone }>`
  position: relative;
  overflow: hidden;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.textOnDark};
  border-left: 6px solid
    ${({ theme, $tone }) =>
      $tone === 'success' ? '#5CCB7A' : $tone === 'error' ? '#FF8A80' : theme.colors.brand};
  /* On the red of an urgent toast the brand yellow reads poorly as text: its controls are white. */
  &[data-urgent] {
    background: ${({ theme }) => theme.colors.danger};
  }
  &[data-urgent] a,
  &[data-urgent] [data-toast-action] {
    color: ${({ theme }) => theme.colors.textOnDark};
    border-color: ${({ theme }) => theme.colors.textOnDark};
  }
  /* The toast's words are beside the icon; a link goes under them. */
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    flex: 1;
    min-width: 0;
  }
  p {
    margin: 0;
    flex: 1;
  }
  button {
    background: none;
    border: none;
    color: inherit;
    cursor: pointer;
    padding: 0;
    display: flex;
  }
`;

const countdown = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

// Shows how long Zpět still works; a still bar for those who prefer less motion.
const StyledCountdown = styled.span<{ $ms: number; $paused: boolean }>`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 3px;
  background: ${({ theme }) => theme.colors.brand};
  transform-origin: left;
  animation: ${countdown} ${({ $ms }) => $ms}ms linear forwards;
  animation-play-state: ${({ $paused }) => ($paused ? 'paused' : 'running')};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const StyledUndoButton = styled.button`
  && {
    align-self: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.brand};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    align-items: center;
  }
`;

const StyledLink = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-underline-offset: 3px;
  &:hover {
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const StyledActions = styled.div`
  && {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  }
`;

const StyledActionButton = styled(StyledUndoButton)`
  && {
    align-self: flex-start;
  }
`;

// "do 5 sekund": said once when the toast appears; the bar counts down silently.
function undoWindowText(ms: number): string {
  const seconds = Math.round(ms / 1_000);
  return `Vrátit lze tlačítkem Zpět do ${seconds} ${seconds === 1 ? 'sekundy' : 'sekund'}.`;
}

const ICONS: Record<ToastTone, ReactNode> = {
  success: <CheckCircle2 size={20} aria-hidden />,
  error: <XCircle size={20} aria-hidden />,
  info: <Info size={20} aria-hidden />,
  warning: <AlertTriangle size={20} aria-hidden />,
};

type ToastViewProps = {
  toast: ToastItem;
  onDismiss: (id: number) => void;
  /** Set while a tray can take the toast: a persistent one folds into it after `FOLD_AFTER_MS`. */
  onFold?: (id: number) => void;
  /** Focus its first control once shown (it was reopened from the tray). */
  takeFocus?: boolean;
};

// The first control of a toast: its action, link, Zpět or close button.
function firstControl(element: HTMLElement | null): HTMLElement | null {
  return element?.querySelector<HTMLElement>('a[href], button') ?? null;
}

/**
 * One toast. An undoable one holds its window while the pointer or focus is on Zpět; a persistent
 * one does not fold away while the pointer or focus is anywhere on it.
 */
function ToastView({ toast, onDismiss, onFold, takeFocus = false }: ToastViewProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pointerIn, setPointerIn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const paused = hovered || focused;
  const holding = pointerIn || focusIn;
  const undo = toast.undo;
  const message = (
    <p id={`toast-${toast.id}`}>
      {toast.message}
      {undo && (
        <>
          {' '}
          <VisuallyHidden>{undoWindowText(undo.windowMs)}</VisuallyHidden>
        </>
      )}
    </p>
  );
  useEffect(() => {
    if (!undo || !paused) {
      return undefined;
    }
    undo.onPause();
    return () => undo.onResume();
  }, [undo, paused]);
  useEffect(() => {
    if (!toast.persistent || !onFold || holding) {
      return undefined;
    }
    const timer = window.setTimeout(() => onFold(toast.id), FOLD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [toast.persistent, toast.id, onFold, holding]);
  useEffect(() => {
    if (takeFocus) {
      firstControl(box.current)?.focus();
    }
  }, [takeFocus]);
  return (
    <StyledToast
      ref={box}
      $tone={toast.tone}
      data-urgent={toast.urgent || undefined}
      role={toast.tone === 'error' || toast.tone === 'warning' ? 'alert' : 'status'}
      data-toast-id={toast.id}
      onPointerEnter={() => setPointerIn(true)}
      onPointerLeave={() => setPointerIn(false)}
      onFocus={() => setFocusIn(true)}
      onBlur={(event) => setFocusIn(event.currentTarget.contains(event.relatedTarget))}
    >
      {ICONS[toast.tone]}
      {toast.link || toast.action ? (
        <div>
          {message}
          <StyledActions>
            {toast.action && (
              <StyledActionButton
                type="button"
                data-toast-action
                onClick={() => {
                  onDismiss(toast.id);
                  toast.action?.onAction();
                }}
              >
                {toast.action.label}
              </StyledActionButton>
            )}
            {toast.link && (
              <StyledLink
                to={toast.link.to}
                onClick={() => {
                  onDismiss(toast.id);
                  toast.link?.onFollow?.();
                }}
              >
                {toast.link.label}
                <ArrowRight size={16} aria-hidden />
              </StyledLink>
            )}
          </StyledActions>
        </div>
      ) : (
        message
      )}
      {undo && (
        <StyledUndoButton
          type="button"
          aria-describedby={`toast-${toast.id}`}
          onClick={undo.onUndo}
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        >
          <Undo2 size={16} aria-hidden />
          Zpět
        </StyledUndoButton>
      )}
      <button
        type="button"
        aria-label="Zavřít oznámení"
        onClick={
          undo
            ? undo.onClose
            : () => {
                onDismiss(toast.id);
                toast.onClose?.();
              }
        }
      >
        <X size={18} aria-hidden />
      </button>
      {undo && <StyledCountdown $ms={undo.windowMs} $paused={paused} data-paused={paused} aria-hidden />}
    </StyledToast>
  );
}

export type ToastListProps = Omit<ToastViewProps, 'toast' | 'takeFocus'> & {
  toasts: readonly ToastItem[];
  /** The toast reopened from the tray, whose first control takes the focus. */
  focusId: number | null;
};

/** The toasts on screen, newest last: their code comes with the first toast (use-toast-parts.ts). */
export function ToastList({ toasts, onDismiss, onFold, focusId }: ToastListProps) {
  return toasts.map((toast) => (
    <ToastView
      key={toast.id}
      toast={toast}
      onDismiss={onDismiss}
      onFold={onFold}
      takeFocus={toast.id === focusId}
    />
  ));
}

import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';

export type ToastTone = 'success' | 'error' | 'info';
type ToastItem = { id: number; tone: ToastTone; message: string };
export type Toaster = {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
};

const ToastContext = createContext<Toaster | null>(null);
const VISIBLE_MS = 5_000;

const StyledRegion = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: min(420px, calc(100vw - 32px));
`;

const StyledToast = styled.div<{ $tone: ToastTone }>`
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

const ICONS: Record<ToastTone, ReactNode> = {
  success: <CheckCircle2 size={20} aria-hidden />,
  error: <XCircle size={20} aria-hidden />,
  info: <Info size={20} aria-hidden />,
};

/** Short Czech messages about what just happened; errors stay until read longer. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback(
    (tone: ToastTone, message: string) => {
      const id = nextId.current++;
      setToasts((current) => [...current.slice(-3), { id, tone, message }]);
      window.setTimeout(() => dismiss(id), tone === 'error' ? VISIBLE_MS * 2 : VISIBLE_MS);
    },
    [dismiss],
  );
  const toaster = useMemo<Toaster>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      info: (message) => show('info', message),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <StyledRegion role="region" aria-live="polite" aria-label="Oznámení aplikace">
        {toasts.map((toast) => (
          <StyledToast key={toast.id} $tone={toast.tone} role={toast.tone === 'error' ? 'alert' : 'status'}>
            {ICONS[toast.tone]}
            <p>{toast.message}</p>
            <button type="button" aria-label="Zavřít oznámení" onClick={() => dismiss(toast.id)}>
              <X size={18} aria-hidden />
            </button>
          </StyledToast>
        ))}
      </StyledRegion>
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) {
    throw new Error('useToast must be used inside ToastProvider');
  }
  return toaster;
}

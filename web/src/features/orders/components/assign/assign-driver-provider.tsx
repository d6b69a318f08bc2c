import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import type { DriverPickerTarget } from './driver-picker-dialog';

// The picker's code (and Nejbližší vozy) arrives the first time a dispatcher opens it.
const DriverPickerDialog = lazy(() => import('./driver-picker-dialog'));

type OpenDriverPicker = (target: DriverPickerTarget) => void;

const AssignDriverContext = createContext<OpenDriverPicker | null>(null);

/**
 * Holds the one driver picker of the admin, so every place that warns about an order (the detail,
 * Předobjednávky, the reminder and decline toasts) opens the same one; focus goes back to what
 * opened it.
 */
export function AssignDriverProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<DriverPickerTarget | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback<OpenDriverPicker>((next) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setTarget(next);
  }, []);
  const close = useCallback(() => {
    setTarget(null);
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) {
      back.focus();
    }
  }, []);
  return (
    <AssignDriverContext.Provider value={open}>
      {children}
      {target && (
        <Suspense fallback={null}>
          <DriverPickerDialog key={target.rowId} target={target} onClose={close} />
        </Suspense>
      )}
    </AssignDriverContext.Provider>
  );
}

/** Opens the driver picker for an order. */
export function useOpenDriverPicker(): OpenDriverPicker {
  const open = useContext(AssignDriverContext);
  if (!open) {
    throw new Error('useOpenDriverPicker must be used inside AssignDriverProvider');
  }
  return open;
}

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { isScreenLocked } from '@/lib/session-lock';
import type { UndoQueue } from './undo-queue';
import { loadedToastParts, loadToastParts, type ToastParts, useToastParts } from './use-toast-parts';
import { useTopModalDialog } from './use-top-modal-dialog';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';
export type ToastUndo = {
  onUndo: () => void;
  onClose: () => void;
  /** Holds the window while the user is on Zpět (WCAG 2.2.1), and lets it run on after. */
  onPause: () => void;
  onResume: () => void;
  windowMs: number;
};

/** A way on from the message, e.g. to the order it is about (an in-app path); closes the toast. */
export type ToastLink = { to: string; label: string; onFollow?: () => void };

/** What the dispatcher can do about the message right here, e.g. "Přidělit řidiče"; closes the toast. */
export type ToastAction = { label: string; onAction: () => void };

export type ToastOptions = {
  link?: ToastLink;
  action?: ToastAction;
  /** Stays until closed (something that must not be missed); otherwise it goes after a few seconds. */
  persistent?: boolean;
  /** One toast a key: a new one takes the place of the earlier, and `dismiss(key)` takes it away. */
  key?: string;
  /** Told when the user closes the toast (× or Escape), not when it goes by itself or by `dismiss`. */
  onClose?: () => void;
  /** Drawn stronger: something has waited too long (a web order still without a driver). */
  urgent?: boolean;
};

export type ToastItem = {
  id: number;
  tone: ToastTone;
  message: string;
  undo?: ToastUndo;
  link?: ToastLink;
  action?: ToastAction;
  persistent?: boolean;
  key?: string;
  onClose?: () => void;
  urgent?: boolean;
  /** A persistent toast put away into the tray (it no longer covers the screen); reopened from there. */
  folded?: boolean;
};

/** An action sent only after the undo window, unless the user presses Zpět in its toast first. */
export type UndoableAction = {
  /** What is about to happen, e.g. "Položka Nafta bude smazána." */
  message: string;
  /** Sends the action; runs once the window has passed (or at once when the toast is closed). */
  commit: () => void;
  /** Puts back what the screen changed in advance; the action is then never sent. */
  onUndo?: () => void;
  /** Told after Zpět; defaults to "Akce byla vrácena." */
  undoneMessage?: string;
};

export type Toaster = {
  success: (message: string, options?: ToastOptions) => void;
  error: (message: string, options?: ToastOptions) => void;
  info: (message: string, options?: ToastOptions) => void;
  /** Something the dispatcher should act on soon (read out at once, like an error). */
  warning: (message: string, options?: ToastOptions) => void;
  undoable: (action: UndoableAction) => void;
  /** Takes away the toast shown with this `key`, if any (what it was about has been dealt with). */
  dismiss: (key: string) => void;
};

/**
 * The place persistent toasts fold into (the admin's top bar): while one is on screen, such a toast
 * shows for `FOLD_AFTER_MS` (toast-view.tsx) and is then put away there, so it never sits on the screen for good.
 */
export type ToastTray = {
  /** Persistent toasts still open, folded or shown. */
  waiting: number;
  /** Whether some of them are folded away now. */
  folded: boolean;
  /** Shows the folded ones (focus goes to the newest), or folds the shown ones away. */
  toggle: () => void;
};

type ToastTrayContextValue = { tray: ToastTray; register: () => () => void };

const ToastContext = createContext<Toaster | null>(null);
const ToastTrayContext = createContext<ToastTrayContextValue | null>(null);
const VISIBLE_MS = 5_000;
export const TOAST_REGION_ID = 'app-toasts';
export const TOAST_TRAY_BUTTON_ID = 'app-toast-tray';

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

const MAX_TOASTS = 4;

// At most four at once: the oldest plain message makes room; a toast whose Zpět still works, or one
// that waits to be read, stays.
function withRoomFor(toasts: readonly ToastItem[]): ToastItem[] {
  const kept = [...toasts];
  while (kept.length >= MAX_TOASTS) {
    const oldest = kept.findIndex((toast) => !toast.undo && !toast.persistent);
    if (oldest < 0) {
      break;
    }
    kept.splice(oldest, 1);
  }
  return kept;
}

// A modal dialog (or an open suggestion list) has Escape to itself.
function escapeBelongsElsewhere(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.matches('input, textarea, select') && target.getAttribute('aria-expanded') === 'true') {
    return true;
  }
  try {
    return document.querySelector('dialog:modal') !== null;
  } catch {
    // A browser without :modal: a modal dialog then still closes first, as it did before.
    return false;
  }
}

/**
 * Short Czech messages about what just happened; errors stay until read longer, and persistent ones
 * until closed (folded into the tray meanwhile, when there is one). Escape closes the newest shown.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  // Made with the toasts' code (use-toast-parts.ts), the first time an action waits.
  const undoQueue = useRef<UndoQueue | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [trays, setTrays] = useState(0);
  const [focusId, setFocusId] = useState<number | null>(null);
  const modalDialog = useTopModalDialog();

  const dismiss = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const fold = useCallback(
    (id: number) =>
      setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, folded: true } : toast))),
    [],
  );
  const dismissKey = useCallback(
    (key: string) => setToasts((current) => current.filter((toast) => toast.key !== key)),
    [],
  );
  const show = useCallback(
    (tone: ToastTone, message: string, { persistent = false, ...options }: ToastOptions = {}) => {
      // A call refused while the screen is locked is no news: it is made again after unlocking.
      if (tone === 'error' && isScreenLocked()) {
        return;
      }
      const id = nextId.current++;
      setToasts((current) =>
        withRoomFor(current.filter((toast) => !options.key || toast.key !== options.key)).concat({
          id,
          tone,
          message,
          persistent,
          ...options,
        }),
      );
      if (!persistent) {
        window.setTimeout(
          () => dismiss(id),
          tone === 'success' || tone === 'info' ? VISIBLE_MS : VISIBLE_MS * 2,
        );
      }
    },
    [dismiss],
  );
  const schedule = useCallback(
    (
      { createUndoQueue, UNDO_WINDOW_MS }: ToastParts,
      { message, commit, onUndo, undoneMessage = 'Akce byla vrácena.' }: UndoableAction,
    ) => {
      const queue = (undoQueue.current ??= createUndoQueue());
      const id = nextId.current++;
      const settled = () => {
        dismiss(id);
        setWaiting(queue.size());
      };
      const handle = queue.schedule(() => {
        settled();
        commit();
      }, UNDO_WINDOW_MS);
      const undo: ToastUndo = {
        windowMs: UNDO_WINDOW_MS,
        onUndo: () => {
          if (queue.cancel(handle)) {
            settled();
            onUndo?.();
            show('info', undoneMessage);
          }
        },
        // Closing the toast accepts the action: it is sent now instead of at the end of the window.
        onClose: () => void queue.commitNow(handle),
        onPause: () => void queue.pause(handle),
        onResume: () => void queue.resume(handle),
      };
      setToasts((current) => withRoomFor(current).concat({ id, tone: 'info', message, undo }));
      setWaiting(queue.size());
    },
    [dismiss, show],
  );
  const undoable = useCallback(
    (action: UndoableAction) => {
      const parts = loadedToastParts();
      if (parts) {
        schedule(parts, action);
        return;
      }
      // Without the toasts' code there is no Zpět to offer: the action is sent at once, as when its
      // toast is closed.
      loadToastParts().then(
        (loaded) => schedule(loaded, action),
        () => action.commit(),
      );
    },
    [schedule],
  );
  const toaster = useMemo<Toaster>(
    () => ({
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      info: (message, options) => show('info', message, options),
      warning: (message, options) => show('warning', message, options),
      undoable,
      dismiss: dismissKey,
    }),
    [show, undoable, dismissKey],
  );

  // Leaving the page would drop an action still waiting for its window: the browser asks first.
  useEffect(() => {
    if (waiting === 0) {
      return undefined;
    }
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [waiting]);

  // Folded toasts show again when no tray is left to hold them (e.g. on the way to /login).
  const shown = trays > 0 ? toasts.filter((toast) => !toast.folded) : toasts;
  const persistent = useMemo(() => toasts.filter((toast) => toast.persistent), [toasts]);
  const anyFolded = trays > 0 && persistent.some((toast) => toast.folded);
  const toggle = useCallback(() => {
    const newest = persistent.at(-1);
    setToasts((current) =>
      current.map((toast) => (toast.persistent ? { ...toast, folded: !anyFolded } : toast)),
    );
    setFocusId(anyFolded && newest ? newest.id : null);
  }, [persistent, anyFolded]);
  const register = useCallback(() => {
    setTrays((count) => count + 1);
    return () => setTrays((count) => count - 1);
  }, []);
  const trayContext = useMemo<ToastTrayContextValue>(
    () => ({ tray: { waiting: persistent.length, folded: anyFolded, toggle }, register }),
    [persistent.length, anyFolded, toggle, register],
  );

  // The newest toast on screen, known from the moment it is drawn: a key pressed right after it
  // appeared must find it (a listener added by an effect could still be missing then).
  const newestShown = useRef<ToastItem | undefined>(undefined);
  useLayoutEffect(() => {
    newestShown.current = shown.at(-1);
  });
  useEffect(() => {
    // Captured before a non-modal panel or the drawer hears it: the toast lies above them.
    const onKey = (event: KeyboardEvent) => {
      const newest = newestShown.current;
      if (!newest || event.key !== 'Escape' || event.defaultPrevented || escapeBelongsElsewhere(event)) {
        return;
      }
      event.preventDefault();
      const box = document.querySelector(`[data-toast-id="${newest.id}"]`);
      if (box?.contains(document.activeElement)) {
        document.getElementById(TOAST_TRAY_BUTTON_ID)?.focus();
      }
      if (newest.undo) {
        newest.undo.onClose();
      } else {
        dismiss(newest.id);
        newest.onClose?.();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [dismiss]);

  const parts = useToastParts(shown.length > 0, toasts);
  const region = (
    <StyledRegion id={TOAST_REGION_ID} role="region" aria-live="polite" aria-label="Oznámení aplikace">
      {parts && shown.length > 0 && (
        <parts.ToastList
          toasts={shown}
          onDismiss={dismiss}
          onFold={trays > 0 ? fold : undefined}
          focusId={focusId}
        />
      )}
    </StyledRegion>
  );
  return (
    <ToastContext.Provider value={toaster}>
      <ToastTrayContext.Provider value={trayContext}>
        {children}
        {/* Inside a modal dialog while one is open: outside it, Zpět could not be pressed (inert). */}
        {modalDialog ? createPortal(region, modalDialog) : region}
      </ToastTrayContext.Provider>
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

/** The tray that persistent toasts fold into; they fold only while one is mounted. */
export function useToastTray(): ToastTray {
  const context = useContext(ToastTrayContext);
  if (!context) {
    throw new Error('useToastTray must be used inside ToastProvider');
  }
  const { tray, register } = context;
  useEffect(register, [register]);
  return tray;
}

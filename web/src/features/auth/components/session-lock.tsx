import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { useIdleLock } from '@/features/auth/hooks/use-idle-lock';
import { isScreenLocked, onScreenLockChange, useScreenLocked } from '@/lib/session-lock';
import type { LockScreenProps } from './lock-screen';
import { LockCover } from './lock-cover';

function LockUnavailable() {
  return <LockCover failed />;
}

// Its code comes when the screen first locks; should it not come, the screen stays covered.
const LazyLockScreen = lazy((): Promise<{ default: ComponentType<LockScreenProps> }> =>
  import('./lock-screen').then(
    (module) => ({ default: module.LockScreen }),
    () => ({ default: LockUnavailable }),
  ),
);

export type SessionLockProps = {
  /** The session is confirmed: watch for idleness from now. */
  enabled: boolean;
  /** The screen under the lock, as its menu names it. */
  screenLabel: string;
  /** Signed in again: reconnect what belonged to the old session (the live channel). */
  onUnlocked: () => void;
  children: ReactNode;
};

/**
 * The admin under its idle lock: locked (by the idle timer or a 401 `session-idle`), the screen stays
 * mounted as it was, inert, under the lock screen; unlocked, focus goes back where it was.
 */
export function SessionLock({ enabled, screenLabel, onUnlocked, children }: SessionLockProps) {
  const locked = useScreenLocked();
  const info = useIdleLock(enabled);
  const focused = useRef<Element | null>(null);

  // Taken as it locks, before the screen turns inert (which takes the focus away).
  useEffect(
    () =>
      onScreenLockChange(() => {
        if (isScreenLocked()) {
          focused.current = document.activeElement;
        }
      }),
    [],
  );
  useLayoutEffect(() => {
    const element = focused.current;
    if (!locked && element instanceof HTMLElement && element.isConnected) {
      focused.current = null;
      element.focus();
    }
  }, [locked]);

  const idleMs = info?.idleTimeoutMs;
  return (
    <>
      <div inert={locked}>{children}</div>
      {locked && (
        <Suspense fallback={<LockCover />}>
          <LazyLockScreen
            admin={info?.admin ?? null}
            idleMinutes={idleMs ? Math.round(idleMs / 60_000) : null}
            screenLabel={screenLabel}
            onUnlocked={onUnlocked}
          />
        </Suspense>
      )}
    </>
  );
}

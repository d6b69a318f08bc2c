import { useSyncExternalStore } from 'react';

// One lock for the page: the API client locks it (a 401 `session-idle`), the idle timer locks it, and
// whatever must behave otherwise meanwhile (the SOS strip's sound, reminders, error toasts) reads it.
let locked = false;
const listeners = new Set<() => void>();

function tell(): void {
  for (const listener of listeners) {
    listener();
  }
}

/** Whether the admin screen is locked now. */
export function isScreenLocked(): boolean {
  return locked;
}

export function lockScreen(): void {
  if (!locked) {
    locked = true;
    tell();
  }
}

/** After the password was given again (or a test putting the page back as it found it). */
export function unlockScreen(): void {
  if (locked) {
    locked = false;
    tell();
  }
}

export function onScreenLockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the admin screen is locked, re-rendering as it locks and unlocks. */
export function useScreenLocked(): boolean {
  return useSyncExternalStore(onScreenLockChange, isScreenLocked, () => false);
}

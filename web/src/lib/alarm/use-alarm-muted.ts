import { useCallback, useSyncExternalStore } from 'react';

// The key keeps its first name: a choice made when only SOS alerts rang still counts.
const STORAGE_KEY = 'taxi.admin.sosMuted';

const listeners = new Set<() => void>();
// Without storage (private mode) the choice lasts until the page reloads.
let fallback = false;

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return fallback;
  }
}

/** Whether the alarm sound (SOS alerts, pre-order reminders) and the web orders' chime are muted here, now. */
export function isAlarmMuted(): boolean {
  return readMuted();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the admin may change it too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function setAlarmMuted(muted: boolean): void {
  fallback = muted;
  try {
    window.localStorage.setItem(STORAGE_KEY, muted ? '1' : '0');
  } catch {
    // Private mode without storage: kept in `fallback`.
  }
  for (const listener of listeners) {
    listener();
  }
}

/**
 * Whether the alarm sound is muted, remembered in this browser; one state for every component
 * that shows or uses it, so the SOS strip's toggle also silences a pre-order reminder.
 */
export function useAlarmMuted(): [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore(subscribe, readMuted, () => false);
  const setMuted = useCallback((next: boolean) => setAlarmMuted(next), []);
  return [muted, setMuted];
}

import { useCallback, useState } from 'react';

const STORAGE_KEY = 'taxi.admin.sosMuted';

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether the SOS alarm sound is muted; remembered in this browser. */
export function useSosMuted(): [boolean, (muted: boolean) => void] {
  const [muted, setMutedState] = useState(readMuted);
  const setMuted = useCallback((next: boolean) => {
    setMutedState(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
    } catch {
      // Private mode without storage: the choice lasts until the page reloads.
    }
  }, []);
  return [muted, setMuted];
}

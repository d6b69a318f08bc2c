import type { SessionInfo } from '@taxi/contracts';
import { useEffect } from 'react';
import { trackActivity } from '@/features/auth/utils/activity-tracker';
import { callApi } from '@/lib/api-client';
import { lockScreen, useScreenLocked } from '@/lib/session-lock';
import { useSessionInfo } from '@/features/auth/api/get-session-info';

function signalActivity(): void {
  // A refusal locks the screen (the API client sees to that); anything else waits for the next input.
  callApi('sessionActivity').catch(() => undefined);
}

/**
 * Once the session is confirmed: reads who signed in and the idle time (`GET /api/session`), tells
 * the gateway of the admin's input, and locks the screen after the idle time without any (never when
 * it is 0). Nothing is watched while the screen is locked: typing the password is not work.
 */
export function useIdleLock(enabled: boolean): SessionInfo | undefined {
  const { data } = useSessionInfo(enabled);
  const locked = useScreenLocked();
  const idleMs = data?.idleTimeoutMs ?? 0;
  useEffect(() => {
    if (!enabled || locked || idleMs <= 0) {
      return undefined;
    }
    return trackActivity({ idleMs, onIdle: lockScreen, signal: signalActivity });
  }, [enabled, locked, idleMs]);
  return data;
}

import { useEffect, useState } from 'react';
import { alarmAudioContext, playAlarmBurst } from '../utils/alarm-tone';

export const ALARM_PERIOD_MS = 2_500;

/**
 * Rings the alarm every few seconds while `active`. Browsers keep audio suspended until the user
 * has interacted with the page: then the next click or key press unlocks it, without any error.
 * Returns true while the browser still blocks the sound.
 */
export function useAlarmSound(active: boolean): boolean {
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (!active) {
      return undefined;
    }
    const context = alarmAudioContext();
    if (!context) {
      return undefined;
    }
    let stopped = false;
    const ring = () => {
      // A suspended context keeps its clock still: beeps scheduled now would all sound at once later.
      if (context.state === 'running') {
        try {
          playAlarmBurst(context);
        } catch {
          // A closed or broken audio device must not break the SOS strip.
        }
      }
      setBlocked(context.state !== 'running');
    };
    const unlock = () => {
      context
        .resume()
        .then(() => {
          if (!stopped) {
            setBlocked(false);
          }
        })
        .catch(() => undefined);
    };
    const onStateChange = () => setBlocked(!stopped && context.state !== 'running');

    // Allowed at once when the user has already interacted with the page (e.g. clicked to log in).
    if (context.state === 'suspended') {
      unlock();
    }
    ring();
    const timer = setInterval(ring, ALARM_PERIOD_MS);
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    context.addEventListener('statechange', onStateChange);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
      context.removeEventListener('statechange', onStateChange);
      // An idle running context costs CPU; the next alarm resumes it (the page has been interacted with).
      context.suspend().catch(() => undefined);
    };
  }, [active]);

  return active && blocked;
}

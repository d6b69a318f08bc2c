import { useEffect, useState } from 'react';
import {
  alarmAudioContext,
  hasAlarmAudioContext,
  playAlarmBurst,
  userHasInteracted,
} from '@/lib/alarm/alarm-tone';

export const ALARM_PERIOD_MS = 2_500;

/**
 * Rings the alarm every few seconds while `active`. Browsers allow sound only after the user has
 * interacted with the page, and warn about an AudioContext made before that: so the context is
 * made only after a click or key press (at once when there has been one), never earlier.
 * Returns true while the sound still waits for that gesture.
 */
export function useAlarmSound(active: boolean): boolean {
  const [blocked, setBlocked] = useState(false);
  const [gestured, setGestured] = useState(userHasInteracted);

  useEffect(() => {
    if (!active) {
      return undefined;
    }
    let stopped = false;
    let context: AudioContext | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;

    const ring = () => {
      // A suspended context keeps its clock still: beeps scheduled now would all sound at once later.
      if (context?.state === 'running') {
        try {
          playAlarmBurst(context);
        } catch {
          // A closed or broken audio device must not break the SOS strip.
        }
      }
    };
    const onStateChange = () => setBlocked(!stopped && context?.state !== 'running');
    const start = () => {
      context = alarmAudioContext();
      if (!context) {
        setBlocked(false);
        return;
      }
      context.addEventListener('statechange', onStateChange);
      if (context.state === 'suspended') {
        context
          .resume()
          .then(() => {
            if (!stopped) {
              ring();
            }
          })
          .catch(() => undefined);
      } else {
        ring();
      }
      setBlocked(context.state !== 'running');
      timer = setInterval(ring, ALARM_PERIOD_MS);
    };
    // On click, not pointerdown: the hint under the strip's title goes away with the gesture, and
    // moving the page between press and release would make that very tap miss its button.
    const onGesture = () => {
      window.removeEventListener('click', onGesture);
      window.removeEventListener('keydown', onGesture);
      setGestured(true);
      if (!stopped && !context) {
        start();
      }
    };

    if (userHasInteracted() || hasAlarmAudioContext()) {
      start();
    } else {
      window.addEventListener('click', onGesture);
      window.addEventListener('keydown', onGesture);
    }
    return () => {
      stopped = true;
      if (timer !== undefined) {
        clearInterval(timer);
      }
      window.removeEventListener('click', onGesture);
      window.removeEventListener('keydown', onGesture);
      context?.removeEventListener('statechange', onStateChange);
      // An idle running context costs CPU; the next alarm resumes it (the page has been interacted with).
      context?.suspend().catch(() => undefined);
    };
  }, [active]);

  return active && (blocked || !(gestured || hasAlarmAudioContext()));
}

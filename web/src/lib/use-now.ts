import { useEffect, useState } from 'react';

/** The current time (ms), re-rendering every `intervalMs` while `enabled` (for "před 3 min" labels). */
export function useNow(intervalMs: number, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [enabled, intervalMs]);
  return now;
}

const MINUTE_MS = 60_000;

/**
 * The current time (ms), re-rendering as each wall-clock minute begins, so minute labels ("za 5 min")
 * change exactly when they become true rather than up to a minute late.
 */
export function useMinuteNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      // A few ms past the boundary, so a timer that fires a little early still lands in the new minute.
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        MINUTE_MS - (Date.now() % MINUTE_MS) + 5,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}

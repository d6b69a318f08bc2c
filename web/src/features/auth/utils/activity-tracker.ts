/** The gateway hears of the admin's input at most this often (`POST /api/session/activity`). */
export const ACTIVITY_SIGNAL_MS = 60_000;
/**
 * What counts as input: a press, a tap, a key. Not mouse movement (a mouse nudged in passing, a
 * shaky desk) and not scrolling by itself (a wheel or a trackpad's inertia moves without intent);
 * a scroll by touch starts with touchstart, by keys with keydown.
 */
export const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;
// The idle check comes round at least this often, so a computer waking from sleep locks at once.
const CHECK_EVERY_MS = 60_000;

export type ActivityTrackerOptions = {
  /** No input for this long locks the screen (> 0). */
  idleMs: number;
  onIdle: () => void;
  /** Tells the gateway the admin is at work. */
  signal: () => void;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

/**
 * Watches the admin's input from now: signals it to the gateway (at once after a quiet minute, else
 * once the minute is over, so the gateway hears of every input within a minute) and calls `onIdle`
 * when the gateway locks the session too: the idle time after the last signal with no input waiting
 * to be told. (Counted from the input itself, the screen would lock up to a minute before the
 * session, and a reload in that minute would open it again.) Returns the stop function.
 */
export function trackActivity({
  idleMs,
  onIdle,
  signal,
  target = window,
}: ActivityTrackerOptions): () => void {
  // Since when the gateway has heard of no input: at the latest since this screen opened.
  let told = Date.now();
  let lastSignal = -Infinity;
  let pendingSignal: ReturnType<typeof setTimeout> | undefined;
  let check: ReturnType<typeof setTimeout> | undefined;

  const send = () => {
    pendingSignal = undefined;
    lastSignal = told = Date.now();
    signal();
  };
  const onInput = () => {
    if (pendingSignal !== undefined) {
      return;
    }
    const wait = lastSignal + ACTIVITY_SIGNAL_MS - Date.now();
    if (wait <= 0) {
      send();
    } else {
      pendingSignal = setTimeout(send, wait);
    }
  };
  const stop = () => {
    clearTimeout(pendingSignal);
    clearTimeout(check);
    for (const type of INPUT_EVENTS) {
      target.removeEventListener(type, onInput, { capture: true });
    }
  };
  const checkIdle = () => {
    const left = told + idleMs - Date.now();
    if (left <= 0 && pendingSignal === undefined) {
      stop();
      onIdle();
    } else {
      check = setTimeout(checkIdle, Math.min(Math.max(left, 1), CHECK_EVERY_MS));
    }
  };

  // Captured: a control that stops the event's propagation still had the admin's hand on it.
  for (const type of INPUT_EVENTS) {
    target.addEventListener(type, onInput, { capture: true, passive: true });
  }
  check = setTimeout(checkIdle, Math.min(idleMs, CHECK_EVERY_MS));
  return stop;
}

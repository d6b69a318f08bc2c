/** How long an undoable action waits before it is sent. */
export const UNDO_WINDOW_MS = 5_000;

export type UndoTimers = {
  setTimeout: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (handle: ReturnType<typeof setTimeout>) => void;
  now: () => number;
};

export type UndoQueue = {
  /** Runs `commit` after `delayMs` unless cancelled first; returns the handle to cancel it with. */
  schedule: (commit: () => void, delayMs?: number) => number;
  /** Stops a waiting action; false when it has already run (or never existed). */
  cancel: (handle: number) => boolean;
  /** Runs one waiting action now; false when it has already run or was cancelled. */
  commitNow: (handle: number) => boolean;
  /** Stops the clock of a waiting action while the user reads or reaches for Zpět; false when not waiting. */
  pause: (handle: number) => boolean;
  /** Lets a paused action's clock run on with the time it had left; false when not waiting. */
  resume: (handle: number) => boolean;
  /** How many actions are still waiting. */
  size: () => number;
};

// The global timers, looked up on each call so fake timers installed later still apply.
const globalTimers: UndoTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
  now: () => Date.now(),
};

type Waiting = {
  commit: () => void;
  /** Null while paused. */
  timer: ReturnType<typeof setTimeout> | null;
  /** When it is sent, while the clock runs. */
  dueAt: number;
  /** What was left of the window when it was paused. */
  leftMs: number;
};

/**
 * Actions that wait a few seconds before they are sent, so a careless click can be taken back:
 * nothing reaches the server until the window has passed.
 */
export function createUndoQueue(timers: UndoTimers = globalTimers): UndoQueue {
  const waiting = new Map<number, Waiting>();
  let nextHandle = 1;

  const start = (handle: number, item: Waiting, ms: number) => {
    item.dueAt = timers.now() + ms;
    item.timer = timers.setTimeout(() => {
      if (waiting.delete(handle)) {
        item.commit();
      }
    }, ms);
  };
  const take = (handle: number) => {
    const item = waiting.get(handle);
    if (item) {
      waiting.delete(handle);
      if (item.timer !== null) {
        timers.clearTimeout(item.timer);
      }
    }
    return item;
  };

  return {
    schedule(commit, delayMs = UNDO_WINDOW_MS) {
      const handle = nextHandle++;
      const item: Waiting = { commit, timer: null, dueAt: 0, leftMs: delayMs };
      waiting.set(handle, item);
      start(handle, item, delayMs);
      return handle;
    },
    cancel: (handle) => take(handle) !== undefined,
    commitNow(handle) {
      const item = take(handle);
      item?.commit();
      return item !== undefined;
    },
    pause(handle) {
      const item = waiting.get(handle);
      if (!item) {
        return false;
      }
      if (item.timer !== null) {
        timers.clearTimeout(item.timer);
        item.timer = null;
        item.leftMs = Math.max(0, item.dueAt - timers.now());
      }
      return true;
    },
    resume(handle) {
      const item = waiting.get(handle);
      if (!item) {
        return false;
      }
      if (item.timer === null) {
        start(handle, item, item.leftMs);
      }
      return true;
    },
    size: () => waiting.size,
  };
}

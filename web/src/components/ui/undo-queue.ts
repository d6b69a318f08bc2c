/** How long an undoable action waits before it is sent. */
export const UNDO_WINDOW_MS = 5_000;

export type UndoTimers = {
  setTimeout: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (handle: ReturnType<typeof setTimeout>) => void;
};

export type UndoQueue = {
  /** Runs `commit` after `delayMs` unless cancelled first; returns the handle to cancel it with. */
  schedule: (commit: () => void, delayMs?: number) => number;
  /** Stops a waiting action; false when it has already run (or never existed). */
  cancel: (handle: number) => boolean;
  /** Runs one waiting action now; false when it has already run or was cancelled. */
  commitNow: (handle: number) => boolean;
  /** How many actions are still waiting. */
  size: () => number;
};

// The global timers, looked up on each call so fake timers installed later still apply.
const globalTimers: UndoTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

/**
 * Actions that wait a few seconds before they are sent, so a careless click can be taken back:
 * nothing reaches the server until the window has passed.
 */
export function createUndoQueue(timers: UndoTimers = globalTimers): UndoQueue {
  const waiting = new Map<number, { commit: () => void; timer: ReturnType<typeof setTimeout> }>();
  let nextHandle = 1;

  const take = (handle: number) => {
    const item = waiting.get(handle);
    if (item) {
      waiting.delete(handle);
      timers.clearTimeout(item.timer);
    }
    return item;
  };

  return {
    schedule(commit, delayMs = UNDO_WINDOW_MS) {
      const handle = nextHandle++;
      const timer = timers.setTimeout(() => {
        if (waiting.delete(handle)) {
          commit();
        }
      }, delayMs);
      waiting.set(handle, { commit, timer });
      return handle;
    },
    cancel: (handle) => take(handle) !== undefined,
    commitNow(handle) {
      const item = take(handle);
      item?.commit();
      return item !== undefined;
    },
    size: () => waiting.size,
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUndoQueue, UNDO_WINDOW_MS } from './undo-queue';

describe('undo queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends an action only once the five-second window has passed', () => {
    const queue = createUndoQueue();
    const commit = vi.fn();
    queue.schedule(commit);
    expect(UNDO_WINDOW_MS).toBe(5_000);
    vi.advanceTimersByTime(4_999);
    expect(commit).not.toHaveBeenCalled();
    expect(queue.size()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(queue.size()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('never sends an action cancelled within the window', () => {
    const queue = createUndoQueue();
    const commit = vi.fn();
    const handle = queue.schedule(commit);
    vi.advanceTimersByTime(4_900);
    expect(queue.cancel(handle)).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(commit).not.toHaveBeenCalled();
    expect(queue.size()).toBe(0);
  });

  it('cannot cancel an action that has already been sent', () => {
    const queue = createUndoQueue();
    const commit = vi.fn();
    const handle = queue.schedule(commit);
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    expect(queue.cancel(handle)).toBe(false);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('sends at once on request, and only once', () => {
    const queue = createUndoQueue();
    const commit = vi.fn();
    const handle = queue.schedule(commit);
    vi.advanceTimersByTime(1_000);
    expect(queue.commitNow(handle)).toBe(true);
    expect(commit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    expect(queue.commitNow(handle)).toBe(false);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('keeps each action to its own window', () => {
    const queue = createUndoQueue();
    const first = vi.fn();
    const second = vi.fn();
    queue.schedule(first);
    vi.advanceTimersByTime(3_000);
    const handle = queue.schedule(second);
    vi.advanceTimersByTime(2_000);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 0]);
    queue.cancel(handle);
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    expect(second).not.toHaveBeenCalled();
  });

  it('holds the clock while paused and runs on with the time that was left', () => {
    const queue = createUndoQueue();
    const commit = vi.fn();
    const handle = queue.schedule(commit);
    vi.advanceTimersByTime(3_000);
    expect(queue.pause(handle)).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(commit).not.toHaveBeenCalled();
    // Paused twice or resumed twice changes nothing.
    queue.pause(handle);
    expect(queue.resume(handle)).toBe(true);
    queue.resume(handle);
    vi.advanceTimersByTime(1_999);
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(queue.pause(handle)).toBe(false);
    expect(queue.resume(handle)).toBe(false);
  });

  it('can still be undone or sent at once while paused', () => {
    const queue = createUndoQueue();
    const undone = vi.fn();
    const sent = vi.fn();
    const first = queue.schedule(undone);
    const second = queue.schedule(sent);
    queue.pause(first);
    queue.pause(second);
    expect(queue.cancel(first)).toBe(true);
    expect(queue.commitNow(second)).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(undone).not.toHaveBeenCalled();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(queue.size()).toBe(0);
  });
});

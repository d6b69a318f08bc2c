import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_SIGNAL_MS, trackActivity } from './activity-tracker';

const MINUTE = 60_000;
const IDLE_MS = 30 * MINUTE;

function press(type = 'pointerdown') {
  window.dispatchEvent(new Event(type));
}

describe('trackActivity', () => {
  let stop = () => {};
  const signal = vi.fn();
  const onIdle = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    signal.mockReset();
    onIdle.mockReset();
    stop = trackActivity({ idleMs: IDLE_MS, onIdle, signal });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('tells the gateway of the first input at once, then at most once a minute while input goes on', () => {
    press();
    expect(signal).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    press('keydown');
    press('touchstart');
    expect(signal).toHaveBeenCalledTimes(1);
    // The input since the last signal is told once that minute is over, not later.
    vi.advanceTimersByTime(ACTIVITY_SIGNAL_MS - 10_000);
    expect(signal).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(signal).toHaveBeenCalledTimes(2);
    press();
    expect(signal).toHaveBeenCalledTimes(3);
  });

  it('counts presses, taps and keys, not mouse movement, scrolling or wheel turns', () => {
    press('mousemove');
    press('scroll');
    press('wheel');
    expect(signal).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('locks after the idle time without input, and input puts it off', () => {
    vi.advanceTimersByTime(20 * MINUTE);
    press('keydown');
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    // Once idle it stops watching: what is typed on the lock screen is not work.
    press('keydown');
    vi.advanceTimersByTime(2 * IDLE_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(signal).toHaveBeenCalledTimes(1);
  });

  it('locks with the gateway: the idle time after the signal that told of the last input', () => {
    press();
    vi.advanceTimersByTime(30_000);
    // Told with the next signal, a minute after the first: the gateway's idle time starts then.
    press();
    vi.advanceTimersByTime(30_000 + IDLE_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(signal).toHaveBeenCalledTimes(2);
  });

  it('locks at once when the computer wakes from a sleep longer than the idle time', () => {
    // A sleeping computer runs no timers; its clock jumps on waking.
    vi.setSystemTime(Date.now() + 2 * IDLE_MS);
    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops watching and signalling when stopped', () => {
    press();
    press();
    stop();
    vi.advanceTimersByTime(2 * IDLE_MS);
    press();
    expect(signal).toHaveBeenCalledTimes(1);
    expect(onIdle).not.toHaveBeenCalled();
  });
});

import { LimiterStore } from '@/shared-state/limiter-store';
import { FailureWindow } from './failure-window';

describe('FailureWindow (in-process store)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('limits after N events in the window and frees the key when the window ends', async () => {
    const window = new FailureWindow(new LimiterStore(null), 'test', 3, 60_000);
    for (let i = 0; i < 3; i += 1) {
      expect(await window.retryAfterMs('k')).toBe(0);
      await window.record('k');
      jest.advanceTimersByTime(1_000);
    }
    expect(await window.retryAfterMs('k')).toBe(57_000);
    expect(await window.retryAfterMs('other')).toBe(0);
    jest.advanceTimersByTime(57_000);
    expect(await window.retryAfterMs('k')).toBe(0);
  });

  it('forgets a key on reset', async () => {
    const window = new FailureWindow(new LimiterStore(null), 'test', 1, 60_000);
    await window.record('k');
    expect(await window.retryAfterMs('k')).toBeGreaterThan(0);
    await window.reset('k');
    expect(await window.retryAfterMs('k')).toBe(0);
  });

  it('counts windows in whole seconds, never less than one', async () => {
    const window = new FailureWindow(new LimiterStore(null), 'test', 1, 1);
    await window.record('k');
    expect(await window.retryAfterMs('k')).toBe(1_000);
  });
});

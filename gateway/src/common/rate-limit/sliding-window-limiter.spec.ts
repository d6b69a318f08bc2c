import { SlidingWindowLimiter } from './sliding-window-limiter';

describe('SlidingWindowLimiter', () => {
  it('limits after N events in the window and frees the key as they age out', () => {
    let now = 1_000_000;
    const limiter = new SlidingWindowLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.retryAfterMs('k')).toBe(0);
      limiter.record('k');
      now += 1_000;
    }
    expect(limiter.retryAfterMs('k')).toBe(57_000);
    expect(limiter.retryAfterMs('other')).toBe(0);
    now += 57_000;
    expect(limiter.retryAfterMs('k')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new SlidingWindowLimiter(1, 60_000);
    limiter.record('k');
    expect(limiter.retryAfterMs('k')).toBeGreaterThan(0);
    limiter.reset('k');
    expect(limiter.retryAfterMs('k')).toBe(0);
  });

  it('keeps memory bounded by dropping the least recently active keys', () => {
    const limiter = new SlidingWindowLimiter(1, 60_000, Date.now, 100);
    for (let i = 0; i < 1_000; i += 1) {
      limiter.record(`client-${i}`);
    }
    expect(limiter.retryAfterMs('client-0')).toBe(0);
    expect(limiter.retryAfterMs('client-999')).toBeGreaterThan(0);
  });
});

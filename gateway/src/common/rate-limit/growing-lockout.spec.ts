import { LimiterStore } from '@/shared-state/limiter-store';
import { GrowingLockout } from './growing-lockout';

describe('GrowingLockout (in-process store)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const lockout = (maxFailures: number, firstDelayMs: number, maxDelayMs: number) =>
    new GrowingLockout(new LimiterStore(null), 'test', maxFailures, firstDelayMs, maxDelayMs);

  it('locks after the allowed failures, then doubles the wait with each further failure up to the cap', async () => {
    const user = lockout(3, 60_000, 300_000);
    expect(await user.record('u')).toBe(0);
    expect(await user.record('u')).toBe(0);
    expect(await user.retryAfterMs('u')).toBe(0);
    expect(await user.record('u')).toBe(60_000);
    expect(await user.retryAfterMs('u')).toBe(60_000);
    jest.advanceTimersByTime(60_000);
    expect(await user.retryAfterMs('u')).toBe(0);
    expect(await user.record('u')).toBe(120_000);
    jest.advanceTimersByTime(120_000);
    expect(await user.record('u')).toBe(240_000);
    jest.advanceTimersByTime(240_000);
    expect(await user.record('u')).toBe(300_000);
    expect(await user.retryAfterMs('other')).toBe(0);
  });

  it('remembers failures while they keep coming, and forgets a key quiet for the longest delay', async () => {
    const user = lockout(2, 1_000, 10_000);
    await user.record('u');
    jest.advanceTimersByTime(9_000);
    // The second failure renews the memory: still counted 9 s after the first.
    expect(await user.record('u')).toBe(1_000);
    jest.advanceTimersByTime(10_001);
    expect(await user.retryAfterMs('u')).toBe(0);
    expect(await user.record('u')).toBe(0);
  });

  it('keeps keys apart and never stores them in clear', async () => {
    const store = new LimiterStore(null);
    const limiter = jest.spyOn(store, 'limiter');
    const user = new GrowingLockout(store, 'test', 1, 1_000, 10_000);
    expect(await user.record('dispecink')).toBe(1_000);
    expect(await user.retryAfterMs('Dispecink')).toBe(0);
    const failures = limiter.mock.results[0]?.value as { get: (key: string) => Promise<unknown> };
    expect(await failures.get('dispecink')).toBeNull();
  });
});

import { LimiterStore } from '@/shared-state/limiter-store';
import type { Admission } from './admission';
import { GrowingLockout } from './growing-lockout';

const failOnce = async (lockout: GrowingLockout, key: string): Promise<void> => {
  const admission = await lockout.take(key);
  if (!admission.admitted) {
    throw new Error(`refused for ${admission.retryAfterMs} ms`);
  }
  await admission.reservation.keep();
};

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
    await failOnce(user, 'u');
    await failOnce(user, 'u');
    expect(await user.retryAfterMs('u')).toBe(0);
    await failOnce(user, 'u');
    expect(await user.retryAfterMs('u')).toBe(60_000);
    expect(await user.take('u')).toEqual({ admitted: false, retryAfterMs: 60_000, limit: 'test' });
    jest.advanceTimersByTime(60_000);
    await failOnce(user, 'u');
    expect(await user.retryAfterMs('u')).toBe(120_000);
    jest.advanceTimersByTime(120_000);
    await failOnce(user, 'u');
    expect(await user.retryAfterMs('u')).toBe(240_000);
    jest.advanceTimersByTime(240_000);
    await failOnce(user, 'u');
    expect(await user.retryAfterMs('u')).toBe(300_000);
    expect(await user.retryAfterMs('other')).toBe(0);
  });

  it('remembers failures while they keep coming, and forgets a key quiet for the longest delay', async () => {
    const user = lockout(2, 1_000, 10_000);
    await failOnce(user, 'u');
    jest.advanceTimersByTime(9_000);
    // The second failure renews the memory: still counted 9 s after the first.
    await failOnce(user, 'u');
    expect(await user.retryAfterMs('u')).toBe(1_000);
    jest.advanceTimersByTime(10_001);
    expect(await user.retryAfterMs('u')).toBe(0);
    await failOnce(user, 'u');
    expect(await user.retryAfterMs('u')).toBe(0);
  });

  it('does not count an attempt that is released (a login that succeeded)', async () => {
    const user = lockout(2, 1_000, 10_000);
    await failOnce(user, 'u');
    const success = await user.take('u');
    await (success as Extract<Admission, { admitted: true }>).reservation.release();
    expect(await user.retryAfterMs('u')).toBe(0);
    await failOnce(user, 'u');
    expect(await user.retryAfterMs('u')).toBe(1_000);
  });

  it('lets no more attempts be under way than failures allowed, and one at a time after a lock', async () => {
    const user = lockout(3, 1_000, 10_000);
    const burst = await Promise.all(Array.from({ length: 50 }, () => user.take('u')));
    expect(burst.filter((admission) => admission.admitted)).toHaveLength(3);
    for (const admission of burst) {
      if (admission.admitted) {
        await admission.reservation.keep();
      }
    }
    jest.advanceTimersByTime(1_000);
    const after = await Promise.all(Array.from({ length: 50 }, () => user.take('u')));
    expect(after.filter((admission) => admission.admitted)).toHaveLength(1);
  });

  it('keeps keys apart and never stores them in clear', async () => {
    const store = new LimiterStore(null);
    const limiter = jest.spyOn(store, 'limiter');
    const user = new GrowingLockout(store, 'test', 1, 1_000, 10_000);
    await failOnce(user, 'dispecink');
    expect(await user.retryAfterMs('dispecink')).toBe(1_000);
    expect(await user.retryAfterMs('Dispecink')).toBe(0);
    const failures = limiter.mock.results[0]?.value as { get: (key: string) => Promise<unknown> };
    expect(await failures.get('dispecink')).toBeNull();
  });
});

import { GrowingLockout } from './growing-lockout';

describe('GrowingLockout', () => {
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000_000;
  });

  it('locks after the allowed failures, then doubles the wait with each further failure up to the cap', () => {
    const lockout = new GrowingLockout(3, 60_000, 300_000, clock);
    expect(lockout.record('u')).toBe(0);
    expect(lockout.record('u')).toBe(0);
    expect(lockout.retryAfterMs('u')).toBe(0);
    expect(lockout.record('u')).toBe(60_000);
    expect(lockout.retryAfterMs('u')).toBe(60_000);
    now += 60_000;
    expect(lockout.retryAfterMs('u')).toBe(0);
    expect(lockout.record('u')).toBe(120_000);
    now += 120_000;
    expect(lockout.record('u')).toBe(240_000);
    now += 240_000;
    expect(lockout.record('u')).toBe(300_000);
    expect(lockout.retryAfterMs('other')).toBe(0);
  });

  it('forgets a key that stayed quiet for the longest delay', () => {
    const lockout = new GrowingLockout(2, 1_000, 10_000, clock);
    lockout.record('u');
    lockout.record('u');
    now += 10_001;
    expect(lockout.retryAfterMs('u')).toBe(0);
    expect(lockout.record('u')).toBe(0);
  });

  it('keeps memory bounded', () => {
    const lockout = new GrowingLockout(1, 1_000, 10_000, clock, 3);
    for (const key of ['a', 'b', 'c', 'd']) {
      lockout.record(key);
    }
    expect(lockout.retryAfterMs('a')).toBe(0);
    expect(lockout.retryAfterMs('d')).toBe(1_000);
  });
});

import { pragueWallTime } from '@taxi/contracts';
import { rideInstant, rideTimeProblem } from './ride-time';

// Tuesday 1 December 2026, 10:00 in Prague.
const now = pragueWallTime(2026, 12, 1, 10, 0);

describe('rideTimeProblem', () => {
  it('takes an immediate ride inside the opening hours only', () => {
    expect(rideTimeProblem('asap', now, true)).toBeNull();
    expect(rideTimeProblem('asap', pragueWallTime(2026, 12, 1, 23, 0), true)).toBe('outside-hours');
  });

  it('takes a pre-order 30 minutes to 14 days ahead, starting inside the opening hours', () => {
    expect(rideTimeProblem('2026-12-01T10:30', now, true)).toBeNull();
    expect(rideTimeProblem('2026-12-01T10:29', now, true)).toBe('preorder-window');
    expect(rideTimeProblem('2026-12-15T09:00', now, true)).toBeNull();
    expect(rideTimeProblem('2026-12-15T10:01', now, true)).toBe('preorder-window');
    expect(rideTimeProblem('2026-12-02T23:00', now, true)).toBe('outside-hours');
    expect(rideTimeProblem('2026-12-05T02:00', now, true)).toBeNull(); // Friday night into Saturday
  });

  it('refuses a date that does not exist and, without the extension, every pre-order', () => {
    expect(rideTimeProblem('2026-12-32T10:00', now, true)).toBe('preorder-window');
    expect(rideTimeProblem('2026-12-02T24:30', now, true)).toBe('preorder-window');
    expect(rideTimeProblem('2026-12-02T10:00', now, false)).toBe('preorders-unavailable');
  });

  it('reads the time as Prague wall-clock time', () => {
    expect(rideInstant('2026-12-02T10:00', now).toISOString()).toBe('2026-12-02T09:00:00.000Z');
    expect(rideInstant('2026-07-02T10:00', now).toISOString()).toBe('2026-07-02T08:00:00.000Z');
  });
});

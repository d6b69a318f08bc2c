import { describe, expect, it } from 'vitest';
import { preorderDateRange, rideTimeOf } from './ride-time';

describe('the ride time', () => {
  it('is asap, or the date and time fields as a Prague wall-clock time', () => {
    expect(rideTimeOf('asap', '', '')).toBe('asap');
    expect(rideTimeOf('later', '2026-12-08', '10:00')).toBe('2026-12-08T10:00');
    // A time field with seconds (a step under a minute) still gives minutes.
    expect(rideTimeOf('later', '2026-12-08', '10:00:00')).toBe('2026-12-08T10:00');
    expect(rideTimeOf('later', '2026-12-08', '')).toBeNull();
    expect(rideTimeOf('later', '', '10:00')).toBeNull();
  });

  it('offers dates from today to 14 days ahead, by Prague’s calendar', () => {
    // 23:30 UTC on 30 November is already 1 December in Prague.
    expect(preorderDateRange(new Date('2026-11-30T23:30:00Z'))).toEqual({
      min: '2026-12-01',
      max: '2026-12-15',
    });
  });
});

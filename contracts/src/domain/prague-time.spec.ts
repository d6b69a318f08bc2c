import {
  pragueAddDays,
  pragueMonthRange,
  pragueParts,
  pragueStartOfDay,
  pragueWallTime,
} from './prague-time';

describe('Prague time', () => {
  it('reads wall-clock fields in winter (UTC+1) and summer (UTC+2)', () => {
    expect(pragueParts(new Date('2026-01-15T23:30:00Z'))).toMatchObject({
      year: 2026,
      month: 1,
      day: 16,
      hour: 0,
    });
    expect(pragueParts(new Date('2026-07-15T22:30:00Z'))).toMatchObject({ day: 16, hour: 0, minute: 30 });
  });

  it('knows the weekday (1 = Monday … 7 = Sunday)', () => {
    expect(pragueParts(new Date('2026-11-23T12:00:00Z')).weekday).toBe(1);
    expect(pragueParts(new Date('2026-11-22T22:59:00Z')).weekday).toBe(7);
    expect(pragueParts(new Date('2026-11-22T23:00:00Z')).weekday).toBe(1);
  });

  it('finds the instant of a Prague wall time across daylight-saving changes', () => {
    expect(pragueWallTime(2026, 1, 1).toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(pragueWallTime(2026, 7, 1).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(pragueWallTime(2026, 3, 29).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(pragueWallTime(2026, 3, 30).toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('gives a month as [start, end) in Prague time', () => {
    const { start, end } = pragueMonthRange(2026, 12);
    expect(start.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('starts the day at Prague midnight and adds calendar days', () => {
    expect(pragueStartOfDay(new Date('2026-06-10T21:59:00Z')).toISOString()).toBe('2026-06-09T22:00:00.000Z');
    expect(pragueAddDays(new Date('2026-03-28T23:00:00Z'), 1).toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});

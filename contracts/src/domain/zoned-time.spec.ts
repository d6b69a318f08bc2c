import { instantOfWallClock, isoWithOffset, zonedParts, zoneOffsetMinutes } from './zoned-time';

const wall = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
  millisecond: 0,
});

describe('zoned time', () => {
  it('reads the wall clock and weekday of an instant in any zone', () => {
    const instant = new Date('2026-11-20T13:00:00Z');
    expect(zonedParts(instant, 'Europe/Prague')).toEqual({
      year: 2026,
      month: 11,
      day: 20,
      hour: 14,
      minute: 0,
      second: 0,
      weekday: 5,
    });
    expect(zonedParts(instant, 'America/New_York').hour).toBe(8);
  });

  it('knows the offset in winter and in summer', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Prague')).toBe(60);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'Europe/Prague')).toBe(120);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('turns a wall clock into its instant, the earlier one in the repeated hour', () => {
    expect(new Date(instantOfWallClock(wall(2026, 11, 20, 14), 'Europe/Prague')).toISOString()).toBe(
      '2026-11-20T13:00:00.000Z',
    );
    // 25 October 2026, 02:30 happens twice in Prague; the summer-time one comes first.
    expect(new Date(instantOfWallClock(wall(2026, 10, 25, 2, 30), 'Europe/Prague')).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // 29 March 2026, 02:30 never happens; the offset from before the change is used.
    expect(new Date(instantOfWallClock(wall(2026, 3, 29, 2, 30), 'Europe/Prague')).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('writes ISO 8601 with the zone offset', () => {
    expect(isoWithOffset(Date.parse('2026-11-20T13:00:00Z'), 'Europe/Prague')).toBe(
      '2026-11-20T14:00:00.000+01:00',
    );
    expect(isoWithOffset(Date.parse('2026-07-01T04:30:00Z'), 'America/St_Johns')).toBe(
      '2026-07-01T02:00:00.000-02:30',
    );
  });
});

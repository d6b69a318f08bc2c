import { addDays, presetDays, pragueDayKey, REPORT_MAX_DAYS, reportRange } from './report-period';

function rangeOf(from: string, to: string) {
  const result = reportRange(from, to);
  if (!result.ok) {
    throw new Error(result.message);
  }
  return result.range;
}

describe('report period', () => {
  it('is whole Prague days, both ends included', () => {
    const range = rangeOf('2026-11-23', '2026-11-29');
    expect(new Date(range.startMs).toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(new Date(range.endMs).toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(range.days.map((day) => day.key)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(range.days.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('has a 23-hour day when summer time starts and a 25-hour day when it ends', () => {
    const spring = rangeOf('2026-03-28', '2026-03-30');
    expect(spring.days.map((day) => day.hours)).toEqual([24, 23, 24]);
    expect(new Date(spring.days[1]!.endMs).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    const autumn = rangeOf('2026-10-25', '2026-10-25');
    expect(autumn.days[0]!.hours).toBe(25);
    expect(autumn.endMs - autumn.startMs).toBe(25 * 3_600_000);
  });

  it('refuses an end before the start, a day that does not exist, and more than a year', () => {
    expect(reportRange('2026-11-29', '2026-11-23')).toEqual({
      ok: false,
      message: 'Konec období je před jeho začátkem.',
    });
    expect(reportRange('2026-02-30', '2026-03-02').ok).toBe(false);
    expect(reportRange('', '2026-03-02').ok).toBe(false);
    expect(reportRange('2025-01-01', '2025-12-31').ok).toBe(true);
    expect(reportRange('2024-01-01', '2024-12-31').ok).toBe(true);
    const tooLong = reportRange('2025-01-01', '2026-01-02');
    expect(tooLong).toEqual({
      ok: false,
      message: `Období může mít nejvýše ${REPORT_MAX_DAYS} dní (rok); zvolené má 367. Zkraťte ho.`,
    });
  });

  it('reads today, this week (from Monday) and this month in Prague time', () => {
    // Sunday 29 Nov 2026, 23:30 in Prague (22:30 UTC); 35 minutes later it is Monday there.
    const lateSunday = Date.parse('2026-11-29T22:30:00Z');
    expect(presetDays('today', lateSunday)).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    expect(presetDays('week', lateSunday)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetDays('month', lateSunday)).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    const mondayJustAfterMidnight = Date.parse('2026-11-29T23:05:00Z');
    expect(presetDays('today', mondayJustAfterMidnight)).toEqual({ from: '2026-11-30', to: '2026-11-30' });
    expect(presetDays('week', mondayJustAfterMidnight)).toEqual({ from: '2026-11-30', to: '2026-11-30' });
  });

  it('moves day keys across months and years, and names the Prague day of an instant', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(pragueDayKey(Date.parse('2026-07-31T22:15:00Z'))).toBe('2026-08-01');
  });
});

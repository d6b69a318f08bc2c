import { pragueOffsetMs, pragueParts } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import { pragueCsvDateTime, pragueKeys } from './prague-keys';

const HOUR = 3_600_000;

describe('Prague day and month keys', () => {
  it('puts late UTC evenings on the next Prague day', () => {
    expect(pragueKeys(Date.parse('2026-11-22T23:30:00Z'))).toEqual({ day: '2026-11-23', month: '2026-11' });
    expect(pragueKeys(Date.parse('2026-07-31T22:15:00Z'))).toEqual({ day: '2026-08-01', month: '2026-08' });
    expect(pragueKeys(Date.parse('2026-12-31T22:59:59Z'))).toEqual({ day: '2026-12-31', month: '2026-12' });
    expect(pragueKeys(Date.parse('2026-12-31T23:00:00Z'))).toEqual({ day: '2027-01-01', month: '2027-01' });
  });

  it('follows the daylight-saving changes hour by hour', () => {
    // 2026-03-29 01:00 UTC: CET → CEST; 2026-10-25 01:00 UTC: CEST → CET.
    expect(pragueOffsetMs(Date.parse('2026-03-29T00:59:00Z'))).toBe(HOUR);
    expect(pragueOffsetMs(Date.parse('2026-03-29T01:00:00Z'))).toBe(2 * HOUR);
    expect(pragueOffsetMs(Date.parse('2026-10-25T00:59:00Z'))).toBe(2 * HOUR);
    expect(pragueOffsetMs(Date.parse('2026-10-25T01:00:00Z'))).toBe(HOUR);
  });

  it('agrees with the contracts Prague clock for every hour of a year', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let ms = start; ms < start + 366 * 24 * HOUR; ms += 3 * HOUR + 17 * 60_000) {
      const p = pragueParts(new Date(ms));
      const expected = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
      expect(pragueKeys(ms).day).toBe(expected);
    }
  });

  it('writes the CSV date as day.month.year hour:minute', () => {
    expect(pragueCsvDateTime(Date.parse('2026-11-23T09:05:00Z'))).toBe('23.11.2026 10:05');
  });
});

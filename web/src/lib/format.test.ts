import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDayMonthTime,
  formatDayTime,
  formatKc,
  formatKcPrecise,
  formatKm,
  formatTimeAgo,
  formatTimeUntil,
} from './format';
import { hasSessionHint } from './session-hint';

const nbsp = (text: string) => text.replace(/\s/g, ' ');

describe('Czech formatting', () => {
  it('formats whole and decimal Kč with Czech separators', () => {
    expect(nbsp(formatKc(1234))).toBe('1 234 Kč');
    expect(nbsp(formatKc(566.4))).toBe('566 Kč');
    expect(nbsp(formatKcPrecise(-1250.5))).toBe('-1 250,50 Kč');
    expect(nbsp(formatKcPrecise(12_500))).toBe('12 500 Kč');
    expect(nbsp(formatKcPrecise(0.1))).toBe('0,10 Kč');
    expect(nbsp(formatKm(18.8))).toBe('18,8 km');
  });

  it('shows times in Prague whatever the machine zone', () => {
    expect(nbsp(formatDateTime('2026-11-23T08:05:00Z'))).toBe('23. 11. 2026 9:05');
    expect(formatDayMonthTime('2026-07-01T21:30:00Z')).toBe('1.7 v 23:30');
  });

  it('says how long ago in Czech', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(formatTimeAgo('2026-11-23T09:59:20Z', now)).toBe('před 40 s');
    expect(formatTimeAgo('2026-11-23T09:55:00Z', now)).toBe('před 5 min');
    expect(formatTimeAgo('2026-11-23T07:55:00Z', now)).toBe('před 2 h 5 min');
    expect(formatTimeAgo('2026-11-20T10:00:00Z', now)).toBe('před 3 dny');
  });
});

describe('time until and day-and-time labels', () => {
  const at = (iso: string) => Date.parse(iso);

  it('counts down in whole minutes rounded up, then hours and minutes', () => {
    const now = at('2026-11-23T10:00:00Z');
    expect(formatTimeUntil(at('2026-11-23T10:25:00Z'), now)).toBe('za 25 min');
    expect(formatTimeUntil(at('2026-11-23T10:00:20Z'), now)).toBe('za 1 min');
    expect(formatTimeUntil(at('2026-11-23T11:00:00Z'), now)).toBe('za 1 h');
    expect(formatTimeUntil(at('2026-11-23T12:05:00Z'), now)).toBe('za 2 h 5 min');
    expect(formatTimeUntil(now, now)).toBe('nyní');
  });

  it('says today, tomorrow and yesterday by the Prague calendar day, with the Prague time', () => {
    // 0:30 on the 24th in Prague, still the 23rd in UTC.
    const now = at('2026-11-23T23:30:00Z');
    expect(formatDayTime('2026-11-23T23:45:00Z', now)).toBe('dnes 0:45');
    expect(formatDayTime('2026-11-24T05:15:00Z', now)).toBe('dnes 6:15');
    expect(formatDayTime('2026-11-25T13:30:00Z', now)).toBe('zítra 14:30');
    expect(formatDayTime('2026-11-23T20:00:00Z', now)).toBe('včera 21:00');
    expect(formatDayTime('2026-11-27T08:05:00Z', now)).toBe('27. 11. 9:05');
    expect(formatDayTime('nesmysl', now)).toBe('');
  });

  // 29 March 2026: at 2:00 the clocks jump to 3:00, so 1:30 → 3:30 is one hour.
  it('counts the real time across the spring change and shows the new wall clock', () => {
    const now = at('2026-03-29T00:30:00Z'); // 1:30 CET
    expect(formatDayTime('2026-03-29T01:30:00Z', now)).toBe('dnes 3:30');
    expect(formatTimeUntil(at('2026-03-29T01:30:00Z'), now)).toBe('za 1 h');
    expect(formatTimeUntil(at('2026-03-29T01:05:00Z'), now)).toBe('za 35 min');
    // The evening before, a morning pick-up is tomorrow, seven real hours ahead (eight on the clock).
    const evening = at('2026-03-28T22:15:00Z'); // 23:15 CET
    expect(formatDayTime('2026-03-29T05:15:00Z', evening)).toBe('zítra 7:15');
    expect(formatTimeUntil(at('2026-03-29T05:15:00Z'), evening)).toBe('za 7 h');
  });

  // 25 October 2026: at 3:00 the clocks go back to 2:00, so 2:30 happens twice, an hour apart.
  it('tells the two 2:30s of the autumn change apart by the real time', () => {
    const now = at('2026-10-25T00:10:00Z'); // 2:10 CEST, the first time round
    expect(formatDayTime('2026-10-25T00:30:00Z', now)).toBe('dnes 2:30');
    expect(formatDayTime('2026-10-25T01:30:00Z', now)).toBe('dnes 2:30');
    expect(formatTimeUntil(at('2026-10-25T00:30:00Z'), now)).toBe('za 20 min');
    expect(formatTimeUntil(at('2026-10-25T01:30:00Z'), now)).toBe('za 1 h 20 min');
  });
});

describe('session hint', () => {
  it('is read from the companion cookie only', () => {
    expect(hasSessionHint('a=1; session=1')).toBe(true);
    expect(hasSessionHint('sessionid=1; token=x')).toBe(false);
    expect(hasSessionHint('')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDayMonthTime,
  formatKc,
  formatKcPrecise,
  formatKm,
  formatTimeAgo,
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

describe('session hint', () => {
  it('is read from the companion cookie only', () => {
    expect(hasSessionHint('a=1; session=1')).toBe(true);
    expect(hasSessionHint('sessionid=1; token=x')).toBe(false);
    expect(hasSessionHint('')).toBe(false);
  });
});

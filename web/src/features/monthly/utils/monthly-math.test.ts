import { describe, expect, it } from 'vitest';
import { currentPeriod, monthTotal, parseYear, sumPrices } from './monthly-math';

describe('monthly totals', () => {
  it('adds the items to the earnings (costs are negative)', () => {
    expect(monthTotal(54_321, [{ price: -12_000 }, { price: 8_500 }, { price: -1500 }])).toBe(49_321);
  });

  it('is the earnings alone when there are no items', () => {
    expect(monthTotal(1200, [])).toBe(1200);
    expect(sumPrices([])).toBe(0);
  });

  it('keeps decimals without floating-point noise', () => {
    expect(sumPrices([{ price: 0.1 }, { price: 0.2 }])).toBe(0.3);
    expect(monthTotal(100.05, [{ price: 0.1 }, { price: -0.05 }])).toBe(100.1);
  });
});

describe('period', () => {
  it('is the Prague month, even when UTC is still in the previous one', () => {
    expect(currentPeriod(new Date('2026-11-30T23:30:00Z'))).toEqual({ month: 12, year: 2026 });
    expect(currentPeriod(new Date('2026-11-23T10:00:00Z'))).toEqual({ month: 11, year: 2026 });
  });

  it('accepts a whole year from 1 up to the current year', () => {
    expect(parseYear('2026', 2026)).toBe(2026);
    expect(parseYear('1', 2026)).toBe(1);
    expect(parseYear('2027', 2026)).toBeNull();
    expect(parseYear('0', 2026)).toBeNull();
    expect(parseYear('2025.5', 2026)).toBeNull();
    expect(parseYear('', 2026)).toBeNull();
  });
});

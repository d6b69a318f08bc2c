import { describe, expect, it } from 'vitest';
import { chartScale, niceStep } from './chart-scale';

describe('nice steps', () => {
  it('rounds to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(100, 4)).toBe(25);
    expect(niceStep(47_000, 4)).toBe(20_000);
    expect(niceStep(9, 4)).toBe(2.5);
    expect(niceStep(0)).toBe(1);
  });
});

describe('bar chart scale', () => {
  it('puts zero at the bottom when every value is positive', () => {
    const scale = chartScale([10_000, 40_000, 25_000], 200);
    expect(scale.min).toBe(0);
    expect(scale.max).toBe(40_000);
    expect(scale.y(0)).toBe(200);
    expect(scale.y(40_000)).toBe(0);
    expect(scale.bar(20_000)).toEqual({ y: 100, height: 100 });
    expect(scale.ticks).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
  });

  it('draws negative totals below a zero line inside the chart', () => {
    const scale = chartScale([-10_000, 30_000], 200);
    expect(scale.min).toBeLessThan(0);
    const zero = scale.y(0);
    expect(zero).toBeGreaterThan(0);
    expect(zero).toBeLessThan(200);
    const negative = scale.bar(-10_000);
    expect(negative.y).toBeCloseTo(zero);
    expect(negative.height).toBeGreaterThan(0);
    const positive = scale.bar(30_000);
    expect(positive.y + positive.height).toBeCloseTo(zero);
    expect(scale.ticks).toContain(0);
  });

  it('gives empty bars and a usable axis when every month is zero', () => {
    const scale = chartScale([0, 0, 0], 120);
    expect(scale.bar(0).height).toBe(0);
    expect(scale.max).toBeGreaterThan(scale.min);
    expect(Number.isFinite(scale.y(0))).toBe(true);
  });

  it('is proportional: twice the value, twice the bar', () => {
    const scale = chartScale([50, 100], 100);
    expect(scale.bar(100).height).toBeCloseTo(2 * scale.bar(50).height);
  });
});

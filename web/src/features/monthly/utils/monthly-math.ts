import { type MonthRequest, pragueParts } from '@taxi/contracts';

// Money may be decimal here: sums are rounded to hundredths so 0.1 + 0.2 shows as 0,3.
const round2 = (value: number): number => Math.round(value * 100) / 100;

export function sumPrices(items: readonly { price: number }[]): number {
  return round2(items.reduce((sum, item) => sum + item.price, 0));
}

/** Celkem = the month's earnings plus every extra item (costs are negative items). */
export function monthTotal(earnings: number, items: readonly { price: number }[]): number {
  return round2(earnings + sumPrices(items));
}

/** The month and year it is now in Prague. */
export function currentPeriod(now: Date = new Date()): MonthRequest {
  const { month, year } = pragueParts(now);
  return { month, year };
}

/** A whole year between 1 and `maxYear`, or null. */
export function parseYear(text: string, maxYear: number): number | null {
  if (!/^\d+$/.test(text.trim())) {
    return null;
  }
  const year = Number(text.trim());
  return year >= 1 && year <= maxYear ? year : null;
}

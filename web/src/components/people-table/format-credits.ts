import { LOCALE } from '@taxi/contracts';

const number = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** Credits as a Czech number ("1 250"); the upstream does not say they are Kč, so no unit is claimed. */
export function formatCredits(credits: number): string {
  return number.format(credits);
}

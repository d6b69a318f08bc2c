import { TIME_ZONE } from './constants';
import { type ZonedParts, zonedParts } from './zoned-time';

export type PragueParts = ZonedParts;

/** Wall-clock fields of an instant in Europe/Prague. */
export function pragueParts(instant: Date): PragueParts {
  return zonedParts(instant, TIME_ZONE);
}

/** The instant at which Prague's wall clock shows the given date and time. */
export function pragueWallTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Prague is UTC+1 or UTC+2; correct the guess by the offset seen at that instant (twice for DST edges).
  let instant = asUtc;
  for (let step = 0; step < 2; step += 1) {
    const parts = pragueParts(new Date(instant));
    const shown = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
    instant -= shown - asUtc;
  }
  return new Date(instant);
}

/** Prague midnight starting the day that contains `instant`. */
export function pragueStartOfDay(instant: Date): Date {
  const { year, month, day } = pragueParts(instant);
  return pragueWallTime(year, month, day);
}

/** [start, end) of a calendar month in Prague time. */
export function pragueMonthRange(year: number, month: number): { start: Date; end: Date } {
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return { start: pragueWallTime(year, month, 1), end: pragueWallTime(nextYear, nextMonth, 1) };
}

/** Adds calendar days in Prague time (keeps the wall clock across DST changes). */
export function pragueAddDays(instant: Date, days: number): Date {
  const p = pragueParts(instant);
  const shifted = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return pragueWallTime(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth() + 1,
    shifted.getUTCDate(),
    p.hour,
    p.minute,
  );
}

import { pragueParts } from './prague-time';

/**
 * The published opening hours as weekly intervals of Prague wall-clock time: a day (1 Monday … 7
 * Sunday) and minutes from midnight, an interval running past midnight into the next day. The
 * landing page's labels (`OPENING_HOURS`) say the same in words.
 */
export const OPENING_INTERVALS = [
  { day: 1, from: 7 * 60, to: 22 * 60 },
  { day: 2, from: 7 * 60, to: 22 * 60 },
  { day: 3, from: 7 * 60, to: 22 * 60 },
  { day: 4, from: 7 * 60, to: 22 * 60 },
  // Friday 7:00 to Saturday 5:00; Saturday 20:00 to Sunday 5:00.
  { day: 5, from: 7 * 60, to: 24 * 60 + 5 * 60 },
  { day: 6, from: 20 * 60, to: 24 * 60 + 5 * 60 },
] as const;

const MINUTES_A_WEEK = 7 * 24 * 60;

/** Minutes since Monday 0:00 of Prague's week for an instant. */
function minuteOfWeek(instant: Date): number {
  const { weekday, hour, minute } = pragueParts(instant);
  return (weekday - 1) * 24 * 60 + hour * 60 + minute;
}

/** Whether the company takes rides at `instant` (Prague time, its summer time included). */
export function isOpenAt(instant: Date): boolean {
  const at = minuteOfWeek(instant);
  return OPENING_INTERVALS.some(({ day, from, to }) => {
    const start = (day - 1) * 24 * 60 + from;
    const end = (day - 1) * 24 * 60 + to;
    // An interval past Sunday midnight would wrap into Monday; none does today, but keep it right.
    return (at >= start && at < end) || (end > MINUTES_A_WEEK && at < end - MINUTES_A_WEEK);
  });
}

import {
  isOpenAt,
  PREORDER_MAX_LEAD_MS,
  PREORDER_MIN_LEAD_MS,
  pragueParts,
  pragueWallTime,
  type RideTime,
} from '@taxi/contracts';
import type { WebOrderCode } from '@taxi/contracts';

/** The instant a wanted time stands for: now for `asap`, else the Prague wall-clock time given. */
export function rideInstant(when: RideTime, now: Date): Date {
  if (when === 'asap') {
    return now;
  }
  const { year, month, day, hour, minute } = wallClock(when);
  return pragueWallTime(year, month, day, hour, minute);
}

/** The fields of a wanted wall-clock time, `YYYY-MM-DDTHH:MM` (the schema has checked the form). */
function wallClock(when: string) {
  const [date = '', time = ''] = when.split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return { year, month, day, hour, minute };
}

/**
 * Why a ride at `when` cannot be taken now, or null: an immediate ride outside the opening hours,
 * a pre-order less than 30 minutes or more than 14 days ahead, starting outside them, or needing the
 * pre-order extension the server lacks.
 */
export function rideTimeProblem(
  when: RideTime,
  now: Date,
  preorders: boolean,
  anyHour = false,
): WebOrderCode | null {
  if (when === 'asap') {
    return anyHour || isOpenAt(now) ? null : 'outside-hours';
  }
  if (!preorders) {
    return 'preorders-unavailable';
  }
  const at = rideInstant(when, now);
  const lead = at.getTime() - now.getTime();
  // A date that does not exist (2026-02-30) comes back as another day: refused as out of the window.
  if (
    Number.isNaN(lead) ||
    lead < PREORDER_MIN_LEAD_MS ||
    lead > PREORDER_MAX_LEAD_MS ||
    !sameWallTime(when, at)
  ) {
    return 'preorder-window';
  }
  return isOpenAt(at) ? null : 'outside-hours';
}

/** Whether Prague's wall clock shows `when` at `at` (a day that does not exist comes back as another). */
function sameWallTime(when: string, at: Date): boolean {
  const wanted = wallClock(when);
  const shown = pragueParts(at);
  return (
    shown.year === wanted.year &&
    shown.month === wanted.month &&
    shown.day === wanted.day &&
    shown.hour === wanted.hour &&
    shown.minute === wanted.minute
  );
}

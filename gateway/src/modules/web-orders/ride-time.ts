import {
  isOpenAt,
  PREORDER_MAX_LEAD_MS,
  PREORDER_MIN_LEAD_MS,
  pragueWallTime,
  type RideTime,
} from '@taxi/contracts';
import type { WebOrderCode } from '@taxi/contracts';

/** The instant a wanted time stands for: now for `asap`, else the Prague wall-clock time given. */
export function rideInstant(when: RideTime, now: Date): Date {
  if (when === 'asap') {
    return now;
  }
  const [date = '', time = ''] = when.split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return pragueWallTime(year, month, day, hour, minute);
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

function sameWallTime(when: string, at: Date): boolean {
  const shown = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(' ', 'T');
  return shown === when;
}

import { PREORDER_MAX_LEAD_MS, pragueParts, type RideTime } from '@taxi/contracts';

const two = (value: number) => String(value).padStart(2, '0');

/** Prague's calendar date of an instant as a date input's value (`2026-12-24`). */
export function pragueDateValue(instant: Date): string {
  const { year, month, day } = pragueParts(instant);
  return `${year}-${two(month)}-${two(day)}`;
}

/** The range a pre-order's date input offers: from today to the last day within 14 days (Prague). */
export function preorderDateRange(now: Date): { min: string; max: string } {
  return { min: pragueDateValue(now), max: pragueDateValue(new Date(now.getTime() + PREORDER_MAX_LEAD_MS)) };
}

/**
 * The ride's time as the gateway takes it: `asap`, or the date and time inputs' Prague wall-clock
 * time (`2026-12-24T18:30`); null while a pre-order's date or time is missing or malformed.
 */
export function rideTimeOf(mode: 'asap' | 'later', date: string, time: string): RideTime | null {
  if (mode === 'asap') {
    return 'asap';
  }
  // A time input may add seconds (`10:00:00`); the gateway takes minutes.
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}(:\d{2})?$/.test(time)
    ? `${date}T${time.slice(0, 5)}`
    : null;
}

import { pragueParts } from './prague-time';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// Prague's offset per UTC day; `null` marks the two days a year on which it changes (then per hour).
const dayOffsets = new Map<number, number | null>();

function offsetAt(ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const p = pragueParts(new Date(whole));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
}

/**
 * Prague's UTC offset at an instant (ms), computed once per UTC day instead of once per record: Intl
 * costs microseconds a call, and a year of orders is tens of thousands of them.
 */
export function pragueOffsetMs(ms: number): number {
  const day = Math.floor(ms / DAY_MS);
  let offset = dayOffsets.get(day);
  if (offset === undefined) {
    const start = offsetAt(day * DAY_MS);
    offset = start === offsetAt(day * DAY_MS + DAY_MS - HOUR_MS) ? start : null;
    dayOffsets.set(day, offset);
  }
  // Offsets change on whole UTC hours, so the hour's start tells the offset for the whole hour.
  return offset ?? offsetAt(Math.floor(ms / HOUR_MS) * HOUR_MS);
}

/** The Prague wall clock of an instant as a UTC date (read it with `getUTC…`): fast, for aggregates. */
export function pragueWall(ms: number): Date {
  return new Date(ms + pragueOffsetMs(ms));
}

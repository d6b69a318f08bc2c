import { pragueParts } from '@taxi/contracts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// Prague's offset per UTC day; `null` marks the two days a year on which it changes (then per hour).
const dayOffsets = new Map<number, number | null>();

function offsetAt(ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const p = pragueParts(new Date(whole));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
}

/** Prague's UTC offset at an instant (ms), computed once per day instead of once per order. */
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

export type PragueKeys = {
  /** `YYYY-MM-DD` of the Prague calendar day (the value of an `<input type="date">`). */
  day: string;
  /** `YYYY-MM` of the Prague calendar month. */
  month: string;
};

const pad = (value: number) => String(value).padStart(2, '0');

export function pragueKeys(ms: number): PragueKeys {
  const wall = new Date(ms + pragueOffsetMs(ms));
  const month = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}`;
  return { month, day: `${month}-${pad(wall.getUTCDate())}` };
}

/** "23.11.2026 10:15" in Prague: the shape Czech Excel reads as a date and time. */
export function pragueCsvDateTime(ms: number): string {
  const wall = new Date(ms + pragueOffsetMs(ms));
  return `${pad(wall.getUTCDate())}.${pad(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** Wall-clock arithmetic in any IANA zone through Intl (no time-zone library); Prague's helpers build on it. */

export type ZonedParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
};

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Wall-clock fields of an instant in `timeZone`. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const fields: Record<string, string> = {};
  for (const part of formatFor(timeZone).formatToParts(instant)) {
    fields[part.type] = part.value;
  }
  return {
    year: Number(fields.year),
    month: Number(fields.month),
    day: Number(fields.day),
    hour: Number(fields.hour),
    minute: Number(fields.minute),
    second: Number(fields.second),
    weekday: WEEKDAYS[fields.weekday ?? 'Mon'] ?? 1,
  };
}

/** Minutes `timeZone` is ahead of UTC at `instantMs`. */
export function zoneOffsetMinutes(instantMs: number, timeZone: string): number {
  const parts = zonedParts(new Date(instantMs), timeZone);
  const shown = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((shown - (instantMs - (instantMs % 1000))) / 60_000);
}

const DAY_MS = 24 * 60 * 60_000;

/** A wall-clock reading to turn into an instant (no weekday: the date decides it). */
export type WallClock = Omit<ZonedParts, 'weekday'> & { millisecond: number };

/** The instant at which `timeZone`'s wall clock shows `wall` (the earlier one in a DST overlap). */
export function instantOfWallClock(wall: WallClock, timeZone: string): number {
  const asUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
    wall.millisecond,
  );
  // The offsets a day either side are the candidates; in the repeated hour both fit and the earlier
  // wins, in the skipped hour neither does and the offset from before the change is used.
  const before = zoneOffsetMinutes(asUtc - DAY_MS, timeZone);
  const after = zoneOffsetMinutes(asUtc + DAY_MS, timeZone);
  const fitting = [before, after]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => zoneOffsetMinutes(instant, timeZone) * 60_000 === asUtc - instant);
  return fitting.length > 0 ? Math.min(...fitting) : asUtc - before * 60_000;
}

/** ISO 8601 with the zone's offset at that instant, e.g. `2026-11-20T14:00:00.000+01:00`. */
export function isoWithOffset(instantMs: number, timeZone: string): string {
  const offset = zoneOffsetMinutes(instantMs, timeZone);
  const local = new Date(instantMs + offset * 60_000).toISOString().slice(0, 23);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

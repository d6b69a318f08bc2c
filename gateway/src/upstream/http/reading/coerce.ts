import { instantOfWallClock, isoWithOffset, type WallClock } from '@taxi/contracts';

// Each function returns the value it could read, or the input unchanged so the schema reports it.

const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A number, or a number sent as text (`"12.50"`, `" 15 "`); never guesses at `"1,5"` or `""`. */
export function numberFrom(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return NUMERIC_TEXT.test(trimmed) ? Number(trimmed) : value;
  }
  return value;
}

const TRUE_TEXT = new Set(['true', '1']);
const FALSE_TEXT = new Set(['false', '0']);

/** A flag: a boolean, 0/1, or the texts `true`/`false`/`1`/`0` in any case. */
export function booleanFrom(value: unknown): unknown {
  if (value === 1 || value === 0) {
    return value === 1;
  }
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (TRUE_TEXT.has(text)) {
      return true;
    }
    if (FALSE_TEXT.has(text)) {
      return false;
    }
  }
  return value;
}

/** Text: a number becomes its digits; `null` or absent becomes empty (the screens show their fallback). */
export function textFrom(value: unknown): unknown {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'number' && Number.isFinite(value)) {
    return String(value);
  }
  return value;
}

/** A place as the documented JSON text: an object `{name, lat, lng}` is written as that text. */
export function placeTextFrom(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const name = textFrom(record.name ?? record.address ?? record.formatted_address);
    const lat = numberFrom(record.lat ?? record.latitude);
    const lng = numberFrom(record.lng ?? record.lon ?? record.longitude);
    return JSON.stringify({
      name: typeof name === 'string' ? name : '',
      ...(typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : {}),
    });
  }
  return textFrom(value);
}

const ZONED = /(Z|[+-]\d{2}(:?\d{2})?)$/i;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;
/** Epoch values below this are seconds, above it milliseconds (1e11 s is the year 5138). */
const EPOCH_SECONDS_BELOW = 1e11;

/**
 * A timestamp as ISO 8601 with an offset. Read: ISO with a zone (kept as sent), ISO or SQL
 * `YYYY-MM-DD HH:MM:SS` without one (a wall-clock time in `timeZone`), or epoch seconds/milliseconds.
 */
export function timestampFrom(value: unknown, timeZone: string): unknown {
  const epoch = typeof value === 'number' ? value : numericText(value);
  if (epoch !== undefined) {
    if (!Number.isFinite(epoch) || epoch <= 0) {
      return value;
    }
    return isoWithOffset(epoch < EPOCH_SECONDS_BELOW ? epoch * 1000 : epoch, timeZone);
  }
  if (typeof value !== 'string') {
    return value;
  }
  const text = value.trim();
  if (ZONED.test(text) && text.includes('T')) {
    return Number.isNaN(Date.parse(text)) ? value : text;
  }
  const wall = WALL_CLOCK.exec(text);
  if (!wall) {
    return value;
  }
  const [, year, month, day, hour, minute, second, fraction] = wall;
  const parts: WallClock = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
    second: Number(second ?? 0),
    millisecond: Number((fraction ?? '0').padEnd(3, '0').slice(0, 3)),
  };
  if (!isPlausibleWallClock(parts)) {
    return value;
  }
  return isoWithOffset(instantOfWallClock(parts, timeZone), timeZone);
}

function numericText(value: unknown): number | undefined {
  return typeof value === 'string' && /^\d{9,}(\.\d+)?$/.test(value.trim()) ? Number(value) : undefined;
}

function isPlausibleWallClock(p: WallClock): boolean {
  const date = new Date(Date.UTC(p.year, p.month - 1, p.day));
  return (
    date.getUTCMonth() === p.month - 1 &&
    date.getUTCDate() === p.day &&
    p.hour < 24 &&
    p.minute < 60 &&
    p.second < 60
  );
}

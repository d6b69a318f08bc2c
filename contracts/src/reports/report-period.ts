import { pragueWall } from '../domain/prague-offset';
import { pragueWallTime } from '../domain/prague-time';

/** A report covers at most this many Prague calendar days (a leap year). */
export const REPORT_MAX_DAYS = 366;

/** `YYYY-MM-DD`, a Prague calendar day (the value of an `<input type="date">`). */
export type DayKey = string;

export const PERIOD_PRESETS = ['today', 'week', 'month', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_PRESET_LABELS: Record<PeriodPreset, string> = {
  today: 'Dnes',
  week: 'Tento týden',
  month: 'Tento měsíc',
  custom: 'Vlastní období',
};

/** One Prague calendar day: [startMs, endMs), 23 or 25 hours long on the days the clocks change. */
export type ReportDay = {
  key: DayKey;
  startMs: number;
  endMs: number;
  hours: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
};

/** Whole Prague days from `from` to `to`, both included: [startMs, endMs). */
export type ReportRange = {
  from: DayKey;
  to: DayKey;
  startMs: number;
  endMs: number;
  days: ReportDay[];
};

export type RangeResult = { ok: true; range: ReportRange } | { ok: false; message: string };

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar date as a UTC midnight (date arithmetic without any zone), or null for no such date. */
function calendarDate(key: DayKey): Date | null {
  const match = DAY_KEY.exec(key);
  if (!match) {
    return null;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : null;
}

function keyOf(date: Date): DayKey {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The Prague day key of an instant. */
export function pragueDayKey(ms: number): DayKey {
  return keyOf(pragueWall(ms));
}

/** `key` moved by whole calendar days. */
export function addDays(key: DayKey, days: number): DayKey {
  const date = calendarDate(key);
  if (!date) {
    throw new RangeError(`not a day: ${key}`);
  }
  return keyOf(new Date(date.getTime() + days * DAY_MS));
}

function dayStart(date: Date): number {
  return pragueWallTime(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()).getTime();
}

/** The days of a preset period that contains `nowMs`: a week starts on Monday; week and month end today. */
export function presetDays(
  preset: Exclude<PeriodPreset, 'custom'>,
  nowMs: number,
): { from: DayKey; to: DayKey } {
  const wall = pragueWall(nowMs);
  const today = keyOf(wall);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const weekday = wall.getUTCDay() === 0 ? 7 : wall.getUTCDay();
      return { from: addDays(today, 1 - weekday), to: today };
    }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/**
 * The period from `from` to `to` (Prague days, both included), or why it cannot be one: a day that
 * does not exist, an end before the start, more than a year.
 */
export function reportRange(from: DayKey, to: DayKey): RangeResult {
  const first = calendarDate(from);
  const last = calendarDate(to);
  if (!first || !last) {
    return { ok: false, message: 'Zadejte platná data začátku a konce období.' };
  }
  if (last < first) {
    return { ok: false, message: 'Konec období je před jeho začátkem.' };
  }
  const count = Math.round((last.getTime() - first.getTime()) / DAY_MS) + 1;
  if (count > REPORT_MAX_DAYS) {
    return {
      ok: false,
      message: `Období může mít nejvýše ${REPORT_MAX_DAYS} dní (rok); zvolené má ${count}. Zkraťte ho.`,
    };
  }
  const days: ReportDay[] = [];
  let startMs = dayStart(first);
  for (let index = 0; index < count; index += 1) {
    const date = new Date(first.getTime() + index * DAY_MS);
    const endMs = dayStart(new Date(date.getTime() + DAY_MS));
    days.push({
      key: keyOf(date),
      startMs,
      endMs,
      hours: Math.round((endMs - startMs) / 3_600_000),
      weekday: date.getUTCDay() === 0 ? 7 : date.getUTCDay(),
    });
    startMs = endMs;
  }
  return { ok: true, range: { from, to, startMs: days[0]!.startMs, endMs: startMs, days } };
}

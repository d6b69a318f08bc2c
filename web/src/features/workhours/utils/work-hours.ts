import { WEEKDAYS, type WorkHoursEntry } from '@taxi/contracts';

export const MIDNIGHT = '00:00';

export type WorkHoursDay = {
  day: number;
  label: string;
  /** `HH:MM` for a time input; a day without hours shows 00:00. */
  from: string;
  to: string;
  isSet: boolean;
};

/** `HH:MM` of a stored time (`HH:MM:SS` loses its seconds); null becomes 00:00. */
export function toTimeInput(value: string | null | undefined): string {
  if (!value) {
    return MIDNIGHT;
  }
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  return match ? `${(match[1] ?? '0').padStart(2, '0')}:${match[2] ?? '00'}` : MIDNIGHT;
}

/** Monday to Sunday, whatever order or gaps the server's list has. */
export function workHoursByDay(entries: readonly WorkHoursEntry[]): WorkHoursDay[] {
  return WEEKDAYS.map(({ day, label }) => {
    const entry = entries.find((item) => item.day === day);
    return {
      day,
      label,
      from: toTimeInput(entry?.from),
      to: toTimeInput(entry?.to),
      isSet: Boolean(entry?.from && entry.to),
    };
  });
}

/** A shift that ends the next morning (e.g. Friday 7:00 – Saturday 5:00). */
export function isOvernight(from: string, to: string): boolean {
  return to < from;
}

export function isValidTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** What a dispatcher types, as `HH:MM`: "7" → 07:00, "7.30" / "730" / "7:30" → 07:30; null if it is no time. */
export function normalizeTime(text: string): string | null {
  const match = /^(\d{1,2})(?:[:.,\s]?(\d{2}))?$/.exec(text.trim());
  if (!match) {
    return null;
  }
  const value = `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? '00'}`;
  return isValidTime(value) ? value : null;
}

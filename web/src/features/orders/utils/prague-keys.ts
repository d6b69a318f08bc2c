import { pragueOffsetMs } from '@taxi/contracts';

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

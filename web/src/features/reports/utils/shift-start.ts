import { pragueParts, pragueWallTime, SHIFT_MAX_HOURS } from '@taxi/contracts';

const HOUR_MS = 3_600_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the value of `<input type="datetime-local">` in Prague time (whatever the browser's zone). */
export function pragueInputValue(ms: number): string {
  const p = pragueParts(new Date(ms));
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant a `datetime-local` value names on Prague's wall clock, or null for no such value. */
export function instantOfPragueInput(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) {
    return null;
  }
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return pragueWallTime(year, month, day, hour, minute).getTime();
}

export type ShiftStart = { ok: true; fromMs: number } | { ok: false; message: string };

/** The shift's start as picked: not in the future, at most `SHIFT_MAX_HOURS` back. */
export function shiftStart(value: string, nowMs: number): ShiftStart {
  const fromMs = instantOfPragueInput(value);
  if (fromMs === null) {
    return { ok: false, message: 'Zadejte začátek směny (datum a čas).' };
  }
  if (fromMs >= nowMs) {
    return { ok: false, message: 'Začátek směny musí být v minulosti.' };
  }
  if (nowMs - fromMs > SHIFT_MAX_HOURS * HOUR_MS) {
    return { ok: false, message: `Směna může začít nejvýše ${SHIFT_MAX_HOURS} hodin zpět.` };
  }
  return { ok: true, fromMs };
}

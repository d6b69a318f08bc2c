import { LOCALE, pragueParts, TIME_ZONE } from '@taxi/contracts';

const wholeKc = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'CZK',
  maximumFractionDigits: 0,
});
const preciseKc = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'CZK',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const dateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Whole Kč: "1 234 Kč". */
export function formatKc(amount: number): string {
  return wholeKc.format(amount);
}

/** Kč as accounts write them: whole amounts "1 234 Kč", others with haléře "-1 250,50 Kč". */
export function formatKcPrecise(amount: number): string {
  return Number.isInteger(amount) ? wholeKc.format(amount) : preciseKc.format(amount);
}

export function formatKm(km: number): string {
  return `${decimal.format(km)} km`;
}

export function formatMinutes(minutes: number): string {
  return `${Math.round(minutes)} min`;
}

/** Czech date and time in Prague: "23. 11. 2026 9:05". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateOnly.format(date);
}

/** The notifications list's format, "day.month v hour:minute": "23.11 v 9:05". */
export function formatDayMonthTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  const fields = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${Number(fields.day)}.${Number(fields.month)} v ${Number(fields.hour)}:${fields.minute}`;
}

/** How long ago, in Czech: "před 40 s", "před 5 min", "před 2 h 5 min", "před 3 dny". */
export function formatTimeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  if (Number.isNaN(seconds)) {
    return '';
  }
  if (seconds < 60) {
    return `před ${seconds} s`;
  }
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) {
    return `před ${minutes} min`;
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    return minutes % 60 === 0 ? `před ${hours} h` : `před ${hours} h ${minutes % 60} min`;
  }
  const days = Math.floor(hours / 24);
  return `před ${days} ${days === 1 ? 'dnem' : 'dny'}`;
}

const MINUTE_MS = 60_000;

/**
 * How long until an instant, in Czech, in whole minutes rounded up (a countdown says "za 1 min" until
 * the time has come): "za 25 min", "za 1 h", "za 2 h 5 min"; "nyní" at the time or after it.
 * Real elapsed time, so the hour a DST change adds or skips is counted as it passes.
 */
export function formatTimeUntil(instantMs: number, now: number = Date.now()): string {
  const minutes = Math.ceil((instantMs - now) / MINUTE_MS);
  if (Number.isNaN(minutes)) {
    return '';
  }
  if (minutes <= 0) {
    return 'nyní';
  }
  if (minutes < 60) {
    return `za ${minutes} min`;
  }
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `za ${hours} h` : `za ${hours} h ${minutes % 60} min`;
}

function pragueDayNumber(instantMs: number): number {
  const { year, month, day } = pragueParts(new Date(instantMs));
  return Date.UTC(year, month - 1, day) / (24 * 60 * MINUTE_MS);
}

/**
 * The Prague wall-clock time of an instant with its day said as a dispatcher says it: "dnes 14:30",
 * "zítra 6:15", "včera 23:40", otherwise "24. 11. 6:15". The day is Prague's calendar day.
 */
export function formatDayTime(iso: string, now: number = Date.now()): string {
  const instantMs = Date.parse(iso);
  if (Number.isNaN(instantMs)) {
    return '';
  }
  const p = pragueParts(new Date(instantMs));
  const time = `${p.hour}:${String(p.minute).padStart(2, '0')}`;
  const days = pragueDayNumber(instantMs) - pragueDayNumber(now);
  if (days === 0) {
    return `dnes ${time}`;
  }
  if (days === 1) {
    return `zítra ${time}`;
  }
  if (days === -1) {
    return `včera ${time}`;
  }
  return `${p.day}. ${p.month}. ${time}`;
}

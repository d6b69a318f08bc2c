import { createRequire } from 'node:module';
import type * as Contracts from '@taxi/contracts';

// These specs are ES modules (web is "type": "module") while contracts has no "type", so Node
// would load its TypeScript as untranspiled CommonJS; Playwright's require hook compiles it.
const lib = createRequire(import.meta.url)('../../../contracts/src/index.ts') as typeof Contracts;

export const {
  CUSTOMER_DELETE_PROMPT,
  MONTHS,
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_TITLE_MAX,
  displayName,
  foldText,
  pragueParts,
  userRole,
} = lib;

// The tests' own Czech formatting (an independent check of what the screens show).
const wholeKc = new Intl.NumberFormat('cs-CZ', {
  style: 'currency',
  currency: 'CZK',
  maximumFractionDigits: 0,
});
const preciseKc = new Intl.NumberFormat('cs-CZ', {
  style: 'currency',
  currency: 'CZK',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const dateTime = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "1 234 Kč", or with haléře "1 234,50 Kč" */
export function formatKcPrecise(amount: number): string {
  return Number.isInteger(amount) ? wholeKc.format(amount) : preciseKc.format(amount);
}

/** "23. 11. 2026 9:05" in Prague. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "23.11 v 9:05" in Prague. */
export function formatDayMonthTime(iso: string): string {
  const { day, month, hour, minute } = pragueParts(new Date(iso));
  return `${day}.${month} v ${hour}:${String(minute).padStart(2, '0')}`;
}

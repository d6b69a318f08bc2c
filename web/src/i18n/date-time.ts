import { TIME_ZONE } from '@taxi/contracts';
import { LOCALE_INFO, type Locale } from './locales';

/**
 * A Prague wall-clock time (`2026-12-24T18:30`, as web orders carry it) as the language writes it:
 * `čt 24. 12. 18:30`, `Do., 24.12., 18:30`, `Thu 24 Dec, 6:30 pm`. Formatted as a UTC instant in UTC,
 * so it shows as written whatever the device's time zone.
 */
export function formatWallClock(wallClock: string, locale: Locale): string {
  const [date = '', time = ''] = wallClock.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const { intl, clock } = LOCALE_INFO[locale];
  return new Intl.DateTimeFormat(intl, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: clock.month,
    hour: 'numeric',
    minute: '2-digit',
    hour12: clock.hour12,
  }).format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0)));
}

/** The Prague time of day of an instant as the language writes it: `18:30`, `6:30 pm`. */
export function clockTimeFormat(locale: Locale): Intl.DateTimeFormat {
  const { intl, clock } = LOCALE_INFO[locale];
  return new Intl.DateTimeFormat(intl, {
    timeZone: TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
    hour12: clock.hour12,
  });
}

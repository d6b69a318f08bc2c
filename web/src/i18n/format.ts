import { HOME_TOWN_DELIVERY_PRICE_KC, MAX_PASSENGERS, TIME_ZONE } from '@taxi/contracts';
import { company } from '@/config/company';
import { LOCALE_INFO, type Locale } from './locales';

/**
 * A price in Kč as the language writes its numbers (`1 250 Kč`, `1.250 Kč`, `1,250 Kč`); a no-break
 * space keeps the currency beside its number.
 */
export function formatPrice(amount: number, locale: Locale): string {
  return `${new Intl.NumberFormat(LOCALE_INFO[locale].intl).format(amount)}\u00a0Kč`;
}

/** A day (`2023-08-09`) written out: `9. srpna 2023`, `9. August 2023`, `9 August 2023`. */
export function formatLongDate(isoDay: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    dateStyle: 'long',
    timeZone: TIME_ZONE,
  }).format(new Date(`${isoDay}T12:00:00Z`));
}

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

/** What the texts' common placeholders stand for: `{name}`, `{price}`, `{persons}`, `{phone}`. */
export function siteValues(locale: Locale) {
  return {
    name: company.name,
    legalName: company.legalName,
    price: formatPrice(HOME_TOWN_DELIVERY_PRICE_KC, locale),
    persons: MAX_PASSENGERS,
    phone: company.phone,
  };
}

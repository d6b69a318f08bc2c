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

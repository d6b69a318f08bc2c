/** The languages of the public site; Czech is the default and keeps the paths without a prefix. */
export const LOCALES = ['cs', 'de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'cs';

type LocaleInfo = {
  /** Intl locale for dates and numbers. */
  intl: string;
  /** Open Graph's `og:locale`. */
  og: string;
  /** The language's name in itself (the switcher's spoken name). */
  name: string;
  /** What the switcher shows. */
  short: string;
  /**
   * How a time is written: English spells the month (`01/12` reads as 12 January to an American)
   * and counts hours am/pm, as its opening hours do.
   */
  clock: { month: 'numeric' | 'short'; hour12: boolean };
};

export const LOCALE_INFO = {
  cs: {
    intl: 'cs-CZ',
    og: 'cs_CZ',
    name: 'čeština',
    short: 'CS',
    clock: { month: 'numeric', hour12: false },
  },
  de: {
    intl: 'de-DE',
    og: 'de_DE',
    name: 'Deutsch',
    short: 'DE',
    clock: { month: 'numeric', hour12: false },
  },
  en: { intl: 'en-GB', og: 'en_GB', name: 'English', short: 'EN', clock: { month: 'short', hour12: true } },
} as const satisfies Record<Locale, LocaleInfo>;

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The language a page is written in, from `<html lang>` (the prerenderer sets it). */
export function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

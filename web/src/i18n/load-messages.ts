import { cs } from './cs';
import type { Dictionaries } from './locale-context';
import type { Locale } from './locales';
import type { Messages } from './messages';

/** German and English come as chunks of their own: a Czech page never downloads them. */
const LOADERS: Record<Exclude<Locale, 'cs'>, () => Promise<Messages>> = {
  de: () => import('./de').then((module) => module.de),
  en: () => import('./en').then((module) => module.en),
};

/** The dictionaries the SPA needs on a page in `locale`: Czech (always in its bundle) and the page's own. */
export async function loadDictionaries(locale: Locale): Promise<Dictionaries> {
  return locale === 'cs' ? { cs } : { cs, [locale]: await LOADERS[locale]() };
}

import type { WebOrderRecord } from '@taxi/contracts';

const LANGUAGES: Record<WebOrderRecord['language'], string> = {
  cs: 'čeština',
  de: 'němčina',
  en: 'angličtina',
};

/** "Web · DE": the mark of a web order, with the language of the page it was sent from. */
export function webBadgeText(record: WebOrderRecord): string {
  return `Web · ${record.language.toUpperCase()}`;
}

/** The page's language in Czech, for the order's detail ("němčina"). */
export function languageName(record: WebOrderRecord): string {
  return LANGUAGES[record.language];
}

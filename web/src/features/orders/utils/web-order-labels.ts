import type { WebOrderRecord } from '@taxi/contracts';

/** "Web · DE": the mark of a web order, with the language of the page it was sent from. */
export function webBadgeText(record: WebOrderRecord): string {
  return `Web · ${record.language.toUpperCase()}`;
}

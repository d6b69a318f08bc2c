import type { WebOrderCode } from '@taxi/contracts';
import { fill } from '@/i18n/fill-text';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import type { WebOrderFailure } from './web-order-api';

/** What the web order's scripts say, in the page's language (the prerendered markup has the rest). */
export type WebOrderWords = {
  locale: Locale;
  webOrder: Messages['webOrder'];
};

/** A gateway code in the page's words. */
export function wordCode(words: WebOrderWords, code: WebOrderCode): string {
  return fill(words.webOrder.codes[code], { hours: words.webOrder.hours });
}

/** The words for a failed call: its code's, else the network's or the generic failure's. */
export function failureText(words: WebOrderWords, failure: WebOrderFailure): string {
  if (failure.code) {
    return wordCode(words, failure.code);
  }
  return failure.status === 0 ? words.webOrder.network : wordCode(words, 'failed');
}

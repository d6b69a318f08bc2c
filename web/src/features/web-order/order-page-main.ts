import { documentLocale } from '@/i18n/locales';
import { enhanceOrderForm } from './order-form';
import { loadOrderWords } from './order-words';
import { webOrderApi } from './web-order-api';

/** The order page's script, loaded by site-main.ts on the order page only, with its language's words. */
export async function startOrderPage(page: HTMLElement): Promise<void> {
  enhanceOrderForm(page, { api: webOrderApi, words: await loadOrderWords(documentLocale()) });
}

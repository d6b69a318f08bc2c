import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import type { WebOrderWords } from './web-order-words';

export type OrderWords = WebOrderWords & { order: Messages['order'] };
export type StatusWords = WebOrderWords & { orderStatus: Messages['orderStatus'] };

type Parts = Pick<Messages, 'order' | 'orderStatus' | 'webOrder'>;

/** Each language's texts of the two pages as a chunk of its own: a page loads only its language's. */
const PARTS: Record<Locale, () => Promise<Parts>> = {
  cs: () => import('@/i18n/cs/web-order-pages'),
  de: () => import('@/i18n/de/web-order-pages'),
  en: () => import('@/i18n/en/web-order-pages'),
};

/** The order form's words in the page's language. */
export async function loadOrderWords(locale: Locale): Promise<OrderWords> {
  const { order, webOrder } = await PARTS[locale]();
  return { locale, order, webOrder };
}

/** The status page's words in the page's language. */
export async function loadStatusWords(locale: Locale): Promise<StatusWords> {
  const { orderStatus, webOrder } = await PARTS[locale]();
  return { locale, orderStatus, webOrder };
}

import { enhanceOrderForm } from './order-form';
import { webOrderApi } from './web-order-api';

/** The order page's script, loaded by site-main.ts on `/objednat` only. */
export function startOrderPage(page: HTMLElement): void {
  enhanceOrderForm(page, { api: webOrderApi });
}

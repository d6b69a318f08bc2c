import { documentLocale } from '@/i18n/locales';
import { loadStatusWords } from './order-words';
import { enhanceStatusPage } from './status-page';
import { webOrderApi } from './web-order-api';

/** The status page's script, loaded by site-main.ts on the status page only, with its language's words. */
export async function startStatusPage(page: HTMLElement): Promise<void> {
  const words = await loadStatusWords(documentLocale());
  // Another ride's link opened in this tab changes only the fragment: show that ride.
  window.addEventListener('hashchange', () => window.location.reload());
  enhanceStatusPage(page, {
    api: webOrderApi,
    words,
    // Leaflet is most of the page's script: it comes once there is a car to show.
    loadMap: async (container) => (await import('./status-map')).createCarMap(container, words.orderStatus),
  });
}

import { enhanceStatusPage } from './status-page';
import { webOrderApi } from './web-order-api';

/** The status page's script, loaded by site-main.ts on `/objednavka/stav` only. */
export function startStatusPage(page: HTMLElement): void {
  // Another ride's link opened in this tab changes only the fragment: show that ride.
  window.addEventListener('hashchange', () => window.location.reload());
  enhanceStatusPage(page, {
    api: webOrderApi,
    // Leaflet is most of the page's script: it comes once there is a car to show.
    loadMap: async (container) => (await import('./status-map')).createCarMap(container),
  });
}

import { publicPath } from '@/config/public-pages';
import { documentLocale } from '@/i18n/locales';
import { RIDE_CLASS } from '@/config/nav-items';
import { storedRide } from './web-ride-storage';

/** "Vaše jízda" in the header leads to the remembered ride's status page, token and all. */
export function enhanceYourRideLink(link: HTMLAnchorElement): void {
  const ride = storedRide();
  document.documentElement.classList.toggle(RIDE_CLASS, ride !== null);
  if (ride) {
    link.href = `${publicPath('orderStatus', documentLocale())}#${ride.statusToken}`;
  }
}

// Entry of the static public pages (the landing page, the legal texts, the web order's two pages; see `runtime` in
// entry-server.tsx). Their prerendered HTML already holds the content and its styles, so instead of
// hydrating the whole page with React this brings only its interactive parts to life, and loads
// React only for an island that needs it (the contact form, when its section nears the screen).
import { CONTACT_FORM_ISLAND_ID } from '@/app/islands/island-ids';
import { CONTACT_TEXTS } from '@/app/islands/contact-texts';
import { documentLocale } from '@/i18n/locales';
import { enhancePosterDialog } from '@/features/landing/poster-dialog';
import { observeReveal } from '@/features/landing/reveal';
import { SECTION_IDS } from '@/config/nav-items';
import { enhanceScrollToTop } from '@/features/site/scroll-to-top-watch';
import { enhanceSiteMenu } from '@/features/site/site-menu';
import { nearViewport } from '@/lib/near-viewport';
import { ORDER_PAGE_ID, STATUS_PAGE_ID } from '@/features/web-order/page-ids';
import { enhanceYourRideLink } from '@/features/web-order/your-ride-link';

const header = document.getElementById('site-menu')?.closest('header');
if (header) {
  enhanceSiteMenu(header);
}
const poster = document.querySelector<HTMLDialogElement>('dialog[data-poster]');
if (poster) {
  enhancePosterDialog(poster);
}
if (document.querySelector('[data-reveal]')) {
  observeReveal();
}
const yourRide = document.querySelector<HTMLAnchorElement>('a[data-your-ride]');
if (yourRide) {
  enhanceYourRideLink(yourRide);
}
const toTop = document.querySelector<HTMLAnchorElement>('a[data-scroll-to-top]');
if (toTop) {
  enhanceScrollToTop(toTop);
}
// The same mark the SPA's layout sets once hydrated: the page is interactive (the gallery once its
// lightbox, a chunk of its own, is wired).
const markReady = (): void => {
  document.documentElement.dataset.appReady = 'true';
};
const gallery = document.querySelector<HTMLElement>('[data-gallery]');
const orderPage = document.getElementById(ORDER_PAGE_ID);
const statusPage = document.getElementById(STATUS_PAGE_ID);
if (gallery) {
  void import('@/features/gallery/gallery-lightbox')
    .then((lightbox) => lightbox.enhanceGallery(gallery))
    .finally(markReady);
} else if (orderPage) {
  void import('@/features/web-order/order-page-main')
    .then((order) => order.startOrderPage(orderPage))
    .finally(markReady);
} else if (statusPage) {
  void import('@/features/web-order/status-page-main')
    .then((status) => status.startStatusPage(statusPage))
    .finally(markReady);
} else {
  markReady();
}

const contactForm = document.getElementById(CONTACT_FORM_ISLAND_ID);
if (contactForm) {
  // Should the chunk fail to load, the rejection reaches the console as an unhandled one and the
  // prerendered form stays in place (without its script it cannot send).
  void nearViewport(SECTION_IDS.contact)
    .then(() =>
      Promise.all([import('@/app/islands/hydrate-contact-form'), CONTACT_TEXTS[documentLocale()]()]),
    )
    .then(([island, texts]) => island.hydrateContactForm(contactForm, texts));
}

import { paths } from '@/config/paths';

/** Ids of the landing page sections the header links to (spec section 2). */
export const SECTION_IDS = {
  pricing: 'pricing',
  about: 'about',
  services: 'services',
  contact: 'contact',
} as const;

/** The header's entries in the spec's order and with its Czech labels; the session entry follows. */
export const NAV_ITEMS = [
  { label: 'Ceník', to: `${paths.home}#${SECTION_IDS.pricing}` },
  { label: 'O nás', to: `${paths.home}#${SECTION_IDS.about}` },
  { label: 'Aplikace', to: `${paths.home}#${SECTION_IDS.services}` },
  { label: 'Kontakt', to: `${paths.home}#${SECTION_IDS.contact}` },
  { label: 'Galerie', to: paths.gallery },
  { label: 'Objednat', to: paths.order },
] as const;

/** Shown while this device remembers an open web order (`has-ride` on <html>, see web/index.html). */
export const YOUR_RIDE_NAV = { label: 'Vaše jízda', to: paths.orderStatus } as const;

export const SESSION_NAV = {
  signedIn: { label: 'Administrace', to: paths.admin.dashboard },
  signedOut: { label: 'Přihlásit se', to: paths.login },
} as const;

/** Class the head script puts on <html> when the session cookie exists (see web/index.html). */
export const SESSION_CLASS = 'has-session';
/** Class the head script puts on <html> while this device remembers an open web order. */
export const RIDE_CLASS = 'has-ride';
/** Class the head script puts on <html> when JavaScript runs (progressive enhancement). */
export const JS_CLASS = 'js';

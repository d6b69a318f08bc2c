import type { Messages } from '@/i18n/messages';
import type { PublicPageKey } from '@/config/public-pages';
import { paths } from '@/config/paths';

/** Ids of the landing page sections the header links to (spec section 2); the same in every language. */
export const SECTION_IDS = {
  pricing: 'pricing',
  about: 'about',
  services: 'services',
  contact: 'contact',
} as const;

type NavKey = keyof Messages['site']['nav'];

/**
 * The header's entries in the spec's order (labels in `site.nav`); the session entry follows. A
 * `reload` page comes to life only with the static pages' script, so it is loaded as a page.
 */
export const NAV_ITEMS: readonly (
  | { key: NavKey; section: (typeof SECTION_IDS)[keyof typeof SECTION_IDS] }
  | { key: NavKey; page: PublicPageKey; reload?: true }
)[] = [
  { key: 'pricing', section: SECTION_IDS.pricing },
  { key: 'about', section: SECTION_IDS.about },
  { key: 'services', section: SECTION_IDS.services },
  { key: 'contact', section: SECTION_IDS.contact },
  { key: 'gallery', page: 'gallery' },
  { key: 'order', page: 'order', reload: true },
];

/** The staff's way in: Czech only, like the admin. */
export const SESSION_NAV = {
  signedIn: paths.admin.dashboard,
  signedOut: paths.login,
} as const;

/** Class the head script puts on <html> when the session cookie exists (see web/index.html). */
export const SESSION_CLASS = 'has-session';
/** Class the head script puts on <html> while this device remembers an open web order. */
export const RIDE_CLASS = 'has-ride';
/** Class the head script puts on <html> when JavaScript runs (progressive enhancement). */
export const JS_CLASS = 'js';

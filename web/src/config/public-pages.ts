import { DEFAULT_LOCALE, type Locale, LOCALES } from '@/i18n/locales';

/**
 * The public pages and their path in each language: Czech keeps the original paths, German and
 * English live under `/de/` and `/en/` with paths their readers would write. A new public page is one
 * entry here (CONTRIBUTING.md, "Add a public page").
 */
export const PUBLIC_PAGE_PATHS = {
  home: { cs: '/', de: '/de/', en: '/en/' },
  gallery: { cs: '/galerie', de: '/de/galerie', en: '/en/gallery' },
  privacyPolicy: { cs: '/privacy-policy', de: '/de/datenschutz', en: '/en/privacy-policy' },
  terms: {
    cs: '/terms-and-conditions',
    de: '/de/nutzungsbedingungen',
    en: '/en/terms-and-conditions',
  },
  deleteRequest: { cs: '/delete-request', de: '/de/konto-loeschen', en: '/en/delete-account' },
  order: { cs: '/objednat', de: '/de/bestellen', en: '/en/order' },
  /** A web order's private status page; its token follows in the fragment (`#<token>`), never in the path. */
  orderStatus: { cs: '/objednavka/stav', de: '/de/bestellung/status', en: '/en/order/status' },
} as const satisfies Record<string, Record<Locale, string>>;

export type PublicPageKey = keyof typeof PUBLIC_PAGE_PATHS;

/** Pages no search engine lists (`noindex`, out of the sitemap, disallowed in robots.txt). */
export const PRIVATE_PAGES: ReadonlySet<PublicPageKey> = new Set(['orderStatus']);

export const PUBLIC_PAGE_KEYS = Object.keys(PUBLIC_PAGE_PATHS) as PublicPageKey[];

export function publicPath(page: PublicPageKey, locale: Locale): string {
  return PUBLIC_PAGE_PATHS[page][locale];
}

/** Where a language's pages live: `''` for Czech, `/de` for German. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** A section of the landing page in a language: `/#pricing`, `/de/#pricing`. */
export function sectionPath(section: string, locale: Locale): string {
  return `${publicPath('home', locale)}#${section}`;
}

/** Every page's path in every language (what the gateway serves prerendered). */
export const ALL_PUBLIC_PATHS: readonly string[] = PUBLIC_PAGE_KEYS.flatMap((page) =>
  LOCALES.map((locale) => publicPath(page, locale)),
);

/** The page at a path and its language, or null for a path that is no public page. */
export function pageAt(pathname: string): { page: PublicPageKey; locale: Locale } | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const page of PUBLIC_PAGE_KEYS) {
    for (const locale of LOCALES) {
      const path = publicPath(page, locale);
      if (path === normalised || path === `${normalised}/`) {
        return { page, locale };
      }
    }
  }
  return null;
}

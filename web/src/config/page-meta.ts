import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { localePrefix, PRIVATE_PAGES, PUBLIC_PAGE_PATHS, type PublicPageKey } from '@/config/public-pages';
import { fill } from '@/i18n/fill';
import { siteValues } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';

export type PageMeta = {
  /** The path the canonical URL points to. */
  path: string;
  title: string;
  description: string;
  /** The page's language (`<html lang>`, `og:locale`). */
  locale: Locale;
  /** The same page in every language (hreflang alternates), for a page that has them. */
  alternates?: Readonly<Record<Locale, string>>;
  /** Pages search engines should not list (login, 404, a web order's status). */
  noindex?: boolean;
};

/** Title and description of a public page in a language, from its dictionary (`<page>.meta`). */
export function publicPageMeta(page: PublicPageKey, locale: Locale, messages: Messages): PageMeta {
  const values = siteValues(locale);
  const texts = messages[page].meta;
  return {
    path: PUBLIC_PAGE_PATHS[page][locale],
    title: fill(texts.title, values),
    description: fill(texts.description, values),
    locale,
    alternates: PUBLIC_PAGE_PATHS[page],
    ...(PRIVATE_PAGES.has(page) ? { noindex: true } : {}),
  };
}

/** The 404 page of a language (served for unknown paths under its prefix). */
export function notFoundMeta(locale: Locale, messages: Messages): PageMeta {
  const values = siteValues(locale);
  return {
    path: `${localePrefix(locale)}/404`,
    title: fill(messages.notFound.meta.title, values),
    description: fill(messages.notFound.meta.description, values),
    locale,
    noindex: true,
  };
}

/** The staff's sign-in, Czech only like the admin. */
export const LOGIN_META: PageMeta = {
  path: paths.login,
  title: `Přihlášení – ${company.name}`,
  description: `Přihlášení do administrace ${company.name}.`,
  locale: 'cs',
  noindex: true,
};

export function absoluteUrl(path: string): string {
  return new URL(path, company.baseUrl).href;
}

// Server entry of the prerenderer (web/scripts/prerender.mjs): renders each public route in each
// language to HTML with its styled-components CSS, and supplies the per-page head tags, robots.txt
// and sitemap.xml.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/app';
import { PUBLIC_ROUTES, type PublicRoute } from './app/public-routes';
import { company } from './config/company';
import { paths } from './config/paths';
import { PRIVATE_PAGES, PUBLIC_PAGE_KEYS, publicPath } from './config/public-pages';
import { headTags } from './features/site/seo/head-tags';
import { absoluteUrl, LOGIN_META, notFoundMeta, type PageMeta, publicPageMeta } from './config/page-meta';
import { NOT_FOUND_MARKER, normalisePath, SHELL_MARKER } from './features/site/seo/prerendered-route';
import { ALL_MESSAGES } from './i18n/all-messages';
import { DictionariesProvider } from './i18n/locale-context';
import { LOCALES, type Locale } from './i18n/locales';
import { islandsLoaded } from './lib/lazy-island';

export type PrerenderedPage = {
  /** The URL rendered. */
  url: string;
  /** Output file relative to the build directory. */
  file: string;
  /** Value of `data-prerendered` on the root, telling the client whether to hydrate. */
  marker: string;
  /** `<html lang>`. */
  locale: Locale;
  meta: PageMeta;
  structuredData?: object;
  /** See `PublicRoute['runtime']`: `static` pages load src/site-main.ts, `spa` pages the whole app. */
  runtime: PublicRoute['runtime'];
};

const fileOf = (path: string) =>
  path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}/index.html`;

const page = (meta: PageMeta, runtime: PublicRoute['runtime'], structuredData?: object): PrerenderedPage => ({
  url: meta.path,
  file: fileOf(meta.path),
  marker: normalisePath(meta.path),
  locale: meta.locale,
  meta,
  structuredData,
  runtime,
});

/** Every public page in every language, the staff's login (Czech), and a 404 page a language. */
export const PAGES: PrerenderedPage[] = [
  ...LOCALES.flatMap((locale) =>
    PUBLIC_PAGE_KEYS.map((key) => {
      const { runtime, structuredData } = PUBLIC_ROUTES[key];
      const messages = ALL_MESSAGES[locale];
      return page(publicPageMeta(key, locale, messages), runtime, structuredData?.(locale, messages));
    }),
  ),
  page(LOGIN_META, 'spa'),
  // Served by the gateway with status 404 for unknown paths (under `/de/`, `/en/` in their language).
  ...LOCALES.map((locale): PrerenderedPage => {
    const meta = notFoundMeta(locale, ALL_MESSAGES[locale]);
    return {
      url: meta.path,
      file: `${meta.path.slice(1)}.html`,
      marker: NOT_FOUND_MARKER,
      locale,
      meta,
      runtime: 'spa',
    };
  }),
];

/** Every admin path gets an empty app shell, so a deep link never shows the landing page first. */
export const ADMIN_SHELLS = Object.values(paths.admin).map((path) => ({
  file: `${path.slice(1)}/index.html`,
  marker: SHELL_MARKER,
  head: headTags({
    path,
    title: `Administrace – ${company.name}`,
    description: `Administrace ${company.name}.`,
    locale: 'cs',
    noindex: true,
  }),
}));

function renderOnce(url: string): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <DictionariesProvider value={ALL_MESSAGES}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </DictionariesProvider>
        </StrictMode>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

// The static pages' inline loader, and every public page's language switch, which the prerenderer
// writes into their HTML as source.
export { loadSiteScriptAfterLargestPaint } from '@/app/site-loader';
export { LANGUAGE_CHOICE_OPTIONS, rememberLanguageChoice } from '@/i18n/language-choice';

/** A page's HTML with its lazily loaded islands filled in (the first render only asks for their code). */
export async function render(url: string): Promise<{ html: string; styles: string }> {
  renderOnce(url);
  await islandsLoaded();
  return renderOnce(url);
}

export function pageHead(entry: PrerenderedPage): string {
  return headTags(entry.meta, entry.structuredData);
}

export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Disallow: /admin/',
    'Disallow: /api/',
    // A customer's private status page in each language (its token is in the fragment, which robots
    // never see anyway).
    ...[...PRIVATE_PAGES].flatMap((key) => LOCALES.map((locale) => `Disallow: ${publicPath(key, locale)}`)),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** Every listed page with its language alternates (Google's `xhtml:link` form). */
export function sitemapXml(): string {
  const urls = PAGES.filter((entry) => !entry.meta.noindex)
    .map((entry) => {
      const alternates = entry.meta.alternates;
      const links = alternates
        ? LOCALES.map(
            (locale) =>
              `\n    <xhtml:link rel="alternate" hreflang="${locale}" href="${absoluteUrl(alternates[locale])}"/>`,
          ).join('') +
          `\n    <xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(alternates.cs)}"/>`
        : '';
      return `  <url>\n    <loc>${absoluteUrl(entry.meta.path)}</loc>${links}\n  </url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

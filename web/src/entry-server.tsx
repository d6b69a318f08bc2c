// Server entry of the prerenderer (web/scripts/prerender.mjs): renders each public route to HTML
// with its styled-components CSS, and supplies the per-page head tags, robots.txt and sitemap.xml.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/app';
import { company } from './config/company';
import { paths } from './config/paths';
import { localBusinessSchema } from './features/landing/local-business-schema';
import { headTags } from './features/site/seo/head-tags';
import { absoluteUrl, PAGE_META, type PageMeta } from './config/page-meta';
import { NOT_FOUND_MARKER, SHELL_MARKER } from './features/site/seo/prerendered-route';
import { islandsLoaded } from './lib/lazy-island';

export type PrerenderedPage = {
  /** The URL rendered. */
  url: string;
  /** Output file relative to the build directory. */
  file: string;
  /** Value of `data-prerendered` on the root, telling the client whether to hydrate. */
  marker: string;
  meta: PageMeta;
  structuredData?: object;
  /**
   * What runs in the browser: `static` pages load only `src/site-main.ts` (their interactive parts
   * without React, React only for an island such as the contact form); `spa` pages are hydrated
   * by the whole app (`src/main.tsx`: the login form, the 404 page).
   */
  runtime: 'static' | 'spa';
};

const page = (
  meta: PageMeta,
  runtime: PrerenderedPage['runtime'],
  structuredData?: object,
): PrerenderedPage => ({
  url: meta.path,
  file: meta.path === paths.home ? 'index.html' : `${meta.path.slice(1)}/index.html`,
  marker: meta.path,
  meta,
  structuredData,
  runtime,
});

export const PAGES: PrerenderedPage[] = [
  page(PAGE_META.home, 'static', localBusinessSchema()),
  page(PAGE_META.gallery, 'static'),
  page(PAGE_META.privacyPolicy, 'static'),
  page(PAGE_META.terms, 'static'),
  page(PAGE_META.deleteRequest, 'static'),
  page(PAGE_META.order, 'static'),
  page(PAGE_META.orderStatus, 'static'),
  page(PAGE_META.login, 'spa'),
  // Served by the gateway with status 404 for unknown paths.
  { url: '/404', file: '404.html', marker: NOT_FOUND_MARKER, meta: PAGE_META.notFound, runtime: 'spa' },
];

/** Every admin path gets an empty app shell, so a deep link never shows the landing page first. */
export const ADMIN_SHELLS = Object.values(paths.admin).map((path) => ({
  file: `${path.slice(1)}/index.html`,
  marker: SHELL_MARKER,
  head: headTags({
    path,
    title: `Administrace – ${company.name}`,
    description: `Administrace ${company.name}.`,
    noindex: true,
  }),
}));

function renderOnce(url: string): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </StrictMode>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

// The static pages' inline loader, which the prerenderer writes into their HTML as source.
export { loadSiteScriptAfterLargestPaint } from '@/app/site-loader';

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
    // A customer's private status page (its token is in the fragment, which robots never see anyway).
    `Disallow: ${paths.orderStatus}`,
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
}

export function sitemapXml(): string {
  const urls = PAGES.filter((entry) => !entry.meta.noindex)
    .map((entry) => `  <url><loc>${absoluteUrl(entry.meta.path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

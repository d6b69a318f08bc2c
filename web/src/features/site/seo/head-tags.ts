import { company } from '@/config/company';
import { absoluteUrl, type PageMeta } from '@/config/page-meta';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from '@/i18n/locales';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The `<head>` tags of one prerendered page: title, description, canonical URL, the same page in
 * every language (hreflang, itself included, Czech as `x-default`), Open Graph in its language.
 */
export function headTags(meta: PageMeta, structuredData?: object): string {
  const url = absoluteUrl(meta.path);
  const alternates = !meta.noindex && meta.alternates ? meta.alternates : undefined;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    meta.noindex ? '' : `<link rel="canonical" href="${url}" />`,
    ...(alternates
      ? [
          ...LOCALES.map(
            (locale) =>
              `<link rel="alternate" hreflang="${locale}" href="${absoluteUrl(alternates[locale])}" />`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${absoluteUrl(alternates[DEFAULT_LOCALE])}" />`,
        ]
      : []),
    '<meta property="og:type" content="website" />',
    `<meta property="og:locale" content="${LOCALE_INFO[meta.locale].og}" />`,
    ...(alternates
      ? LOCALES.filter((locale) => locale !== meta.locale).map(
          (locale) => `<meta property="og:locale:alternate" content="${LOCALE_INFO[locale].og}" />`,
        )
      : []),
    `<meta property="og:site_name" content="${escapeHtml(company.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${absoluteUrl(company.images.social[meta.locale])}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    structuredData
      ? // `<` is escaped so no text in the data can close the script element.
        `<script type="application/ld+json">${JSON.stringify(structuredData).replace(/</g, '\\u003c')}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

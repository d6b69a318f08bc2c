import { useEffect } from 'react';
import { absoluteUrl, type PageMeta, publicPageMeta } from '@/config/page-meta';
import type { PublicPageKey } from '@/config/public-pages';
import { useLocale, useMessages } from '@/i18n/locale-context';

function setMeta(selector: string, content: string): void {
  document.head.querySelector(selector)?.setAttribute('content', content);
}

/**
 * Keeps the document's title, description, canonical URL and language alternates in step with the
 * page after a client-side navigation (the prerendered HTML already carries them for the first page).
 */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, path, alternates } = meta;
  useEffect(() => {
    document.title = title;
    setMeta('meta[name="description"]', description);
    setMeta('meta[property="og:title"]', title);
    setMeta('meta[property="og:description"]', description);
    setMeta('meta[property="og:url"]', absoluteUrl(path));
    document.head.querySelector('link[rel="canonical"]')?.setAttribute('href', absoluteUrl(path));
    for (const [language, alternate] of Object.entries(alternates ?? {})) {
      document.head
        .querySelector(`link[rel="alternate"][hreflang="${language}"]`)
        ?.setAttribute('href', absoluteUrl(alternate));
    }
  }, [title, description, path, alternates]);
}

/** The same for a public page in the page's language. */
export function usePublicPageMeta(page: PublicPageKey): void {
  usePageMeta(publicPageMeta(page, useLocale(), useMessages()));
}

import { useEffect } from 'react';
import { absoluteUrl, type PageMeta } from '@/config/page-meta';

function setMeta(selector: string, content: string): void {
  document.head.querySelector(selector)?.setAttribute('content', content);
}

/**
 * Keeps the document's title, description and canonical URL in step with the page after a
 * client-side navigation (the prerendered HTML already carries them for the first page).
 */
export function usePageMeta(meta: PageMeta): void {
  useEffect(() => {
    document.title = meta.title;
    setMeta('meta[name="description"]', meta.description);
    setMeta('meta[property="og:title"]', meta.title);
    setMeta('meta[property="og:description"]', meta.description);
    setMeta('meta[property="og:url"]', absoluteUrl(meta.path));
    document.head.querySelector('link[rel="canonical"]')?.setAttribute('href', absoluteUrl(meta.path));
  }, [meta]);
}

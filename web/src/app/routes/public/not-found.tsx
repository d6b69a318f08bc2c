import { NotFound } from '@/features/site/components/not-found';
import { usePageMeta } from '@/features/site/hooks/use-page-meta';
import { notFoundMeta } from '@/config/page-meta';
import { useLocale, useMessages } from '@/i18n/locale-context';

/** Any unknown public path, in the language of its prefix. */
export function NotFoundRoute() {
  usePageMeta(notFoundMeta(useLocale(), useMessages()));
  return <NotFound />;
}

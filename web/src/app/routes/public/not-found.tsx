import { NotFound } from '@/features/site/components/not-found';
import { usePageMeta } from '@/features/site/hooks/use-page-meta';
import { PAGE_META } from '@/config/page-meta';

/** Any unknown public path. */
export function NotFoundRoute() {
  usePageMeta(PAGE_META.notFound);
  return <NotFound />;
}

import { Terms } from '@/features/legal/components/terms';
import { usePublicPageMeta } from '@/features/site/hooks/use-page-meta';

/** `/terms-and-conditions`. */
export function TermsRoute() {
  usePublicPageMeta('terms');
  return <Terms />;
}

import { Terms } from '@/features/legal/components/terms';
import { usePageMeta } from '@/features/site/hooks/use-page-meta';
import { PAGE_META } from '@/config/page-meta';

/** `/terms-and-conditions`. */
export function TermsRoute() {
  usePageMeta(PAGE_META.terms);
  return <Terms />;
}

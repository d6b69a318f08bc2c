import { DeleteRequest } from '@/features/legal/components/delete-request';
import { usePageMeta } from '@/features/site/hooks/use-page-meta';
import { PAGE_META } from '@/config/page-meta';

/** `/delete-request`. */
export function DeleteRequestRoute() {
  usePageMeta(PAGE_META.deleteRequest);
  return <DeleteRequest />;
}

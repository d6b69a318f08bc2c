import { DeleteRequest } from '@/features/legal/components/delete-request';
import { usePublicPageMeta } from '@/features/site/hooks/use-page-meta';

/** `/delete-request`. */
export function DeleteRequestRoute() {
  usePublicPageMeta('deleteRequest');
  return <DeleteRequest />;
}

import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { usePageMeta } from '@/features/site/hooks/use-page-meta';
import { PAGE_META } from '@/config/page-meta';

/** `/privacy-policy`. */
export function PrivacyPolicyRoute() {
  usePageMeta(PAGE_META.privacyPolicy);
  return <PrivacyPolicy />;
}

import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { usePublicPageMeta } from '@/features/site/hooks/use-page-meta';

/** `/privacy-policy`. */
export function PrivacyPolicyRoute() {
  usePublicPageMeta('privacyPolicy');
  return <PrivacyPolicy />;
}

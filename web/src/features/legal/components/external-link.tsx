import type { ReactNode } from 'react';
import { VisuallyHidden } from '@/components/ui/feedback';
import { useMessages } from '@/i18n/locale-context';

/** A link to another site, opened in a new tab and announced as such. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const newWindow = useMessages().site.newWindow;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {newWindow}</VisuallyHidden>
    </a>
  );
}

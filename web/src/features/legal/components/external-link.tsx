import type { ReactNode } from 'react';
import { VisuallyHidden } from '@/components/ui/feedback';

/** A link to another site, opened in a new tab and announced as such. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> (otevře se v novém okně)</VisuallyHidden>
    </a>
  );
}

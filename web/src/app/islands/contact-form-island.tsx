import { SECTION_IDS } from '@/config/nav-items';
import { lazyIsland } from '@/lib/lazy-island';
import { nearViewport } from '@/lib/near-viewport';

// The contact form (and its form library) is at the bottom of the page: its code comes when the
// section nears the screen, so the first visit downloads only what the top of the page needs.
export const ContactFormIsland = lazyIsland(
  () => import('@/features/contact/components/contact-form').then((module) => module.ContactForm),
  { name: 'contact-form', until: () => nearViewport(SECTION_IDS.contact) },
);

import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import type { ContactTexts } from '@/features/contact/contact-words';
import { theme } from '@/theme/theme';
import { ContactFormIsland } from './contact-form-island';

/**
 * Hydrates the contact form of the static landing page on its own: the only part of that page
 * that needs React (its global styles are already in the prerendered HTML), with the texts of the
 * page's language (site-main.ts loads those alone).
 */
export function hydrateContactForm(container: HTMLElement, texts: ContactTexts): void {
  hydrateRoot(
    container,
    <StrictMode>
      <ThemeProvider theme={theme}>
        <ContactFormIsland texts={texts} />
      </ThemeProvider>
    </StrictMode>,
  );
}

import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/theme/theme';
import { ContactFormIsland } from './contact-form-island';

/**
 * Hydrates the contact form of the static landing page on its own: the only part of that page
 * that needs React (its global styles are already in the prerendered HTML).
 */
export function hydrateContactForm(container: HTMLElement): void {
  hydrateRoot(
    container,
    <StrictMode>
      <ThemeProvider theme={theme}>
        <ContactFormIsland />
      </ThemeProvider>
    </StrictMode>,
  );
}

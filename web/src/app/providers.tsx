import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '@/theme/global-style';
import { theme } from '@/theme/theme';

/** What every page needs; admin-only providers (queries, toasts, socket) live in the admin chunk. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

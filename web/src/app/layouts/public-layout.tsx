import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LanguageHint } from '@/features/site/components/language-hint';
import { SiteFooter } from '@/features/site/components/site-footer';
import { SiteHeader } from '@/features/site/components/site-header';
import { useScrollOnNavigation } from '@/features/site/hooks/use-scroll-on-navigation';
import { useSessionClass } from '@/features/site/hooks/use-session-class';
import { pageAt, PUBLIC_PAGE_PATHS } from '@/config/public-pages';
import { LocaleProvider, useDictionaries } from '@/i18n/locale-context';
import type { Locale } from '@/i18n/locales';
import { PUBLIC_ROUTES } from '@/app/public-routes';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const StyledMain = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.lg};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * Header, page and footer of every public route in one language (spec section 2, shared header and
 * footer). A page with versions in every language offers them (switcher, hint); another page (the
 * login, a 404) links the switcher to each language's home page. The hint is written in the offered
 * language, so only a static page (never hydrated, its HTML made with every dictionary) carries it;
 * the app holds just its page's language.
 */
export function PublicLayout({ locale }: { locale: Locale }) {
  useScrollOnNavigation();
  useSessionClass();
  useEffect(() => {
    // Hydration is time-sliced (main.tsx); this marks when the page is fully interactive.
    document.documentElement.dataset.appReady = 'true';
  }, []);
  const messages = useDictionaries()[locale];
  const here = pageAt(useLocation().pathname);
  useEffect(() => {
    // The browser holds the page's own language only (main.tsx); another is a page load away.
    if (!messages) {
      window.location.reload();
    }
  }, [messages]);
  if (!messages) {
    return null;
  }
  const alternates = PUBLIC_PAGE_PATHS[here?.page ?? 'home'];
  return (
    <LocaleProvider locale={locale} messages={messages}>
      <StyledPage id="top">
        <StyledSkipLink href="#main">{messages.site.skipLink}</StyledSkipLink>
        {here && PUBLIC_ROUTES[here.page].runtime === 'static' && <LanguageHint alternates={alternates} />}
        <SiteHeader alternates={alternates} />
        <StyledMain id="main" tabIndex={-1}>
          <Outlet />
        </StyledMain>
        <SiteFooter />
      </StyledPage>
    </LocaleProvider>
  );
}

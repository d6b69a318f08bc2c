import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { SiteFooter } from '@/features/site/components/site-footer';
import { SiteHeader } from '@/features/site/components/site-header';
import { useScrollOnNavigation } from '@/features/site/hooks/use-scroll-on-navigation';
import { useSessionClass } from '@/features/site/hooks/use-session-class';

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

/** Header, page and footer of every public route (spec section 2, shared header and footer). */
export function PublicLayout() {
  useScrollOnNavigation();
  useSessionClass();
  useEffect(() => {
    // Hydration is time-sliced (main.tsx); this marks when the page is fully interactive.
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <StyledPage id="top">
      <StyledSkipLink href="#main">Přeskočit na obsah</StyledSkipLink>
      <SiteHeader />
      <StyledMain id="main" tabIndex={-1}>
        <Outlet />
      </StyledMain>
      <SiteFooter />
    </StyledPage>
  );
}

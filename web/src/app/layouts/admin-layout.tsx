import { Suspense, useCallback, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ADMIN_SCREENS, screenFor } from '@/app/admin/admin-navigation';
import { useLogout } from '@/features/auth/api/logout';
import { OrderNotices } from '@/features/orders/components/order-notices';
import { ConnectionIndicator } from '@/features/realtime/components/connection-indicator';
import { SosStrip } from '@/features/sos/components/sos-strip';
import { paths } from '@/config/paths';
import { SkippedRecordsNotice } from '@/components/ui/skipped-records-notice';
import { Skeleton } from '@/components/ui/feedback';
import { ToastTray } from '@/components/ui/toast-tray';
import { AdminDrawer } from './admin/admin-drawer';
import { AdminTopBar } from './admin/admin-top-bar';
import { useDrawerState } from './admin/use-drawer-state';

const FALLBACK_TITLE = 'Admin panel';
const SITE_NAME = 'Taxi Litoměřice';

const StyledShell = styled.div`
  display: flex;
  min-height: 100vh;
  min-height: 100dvh;
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.textOnDark};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

// The strip stays in the page's flow above the content: pinned, it covered the create-order map and
// the rows scrolling under it. The flashing tab title and the sound call for attention meanwhile.
// A phone's alarm is a band right under the top bar: no margin around it.
const StyledSosArea = styled.div`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl} 0`};
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0`};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    &:has([data-alarm='on']) {
      padding: 0;
    }
  }
`;

const StyledNoticeArea = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl} 0`};
  &:empty {
    display: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} 0`};
  }
`;

const StyledMain = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space.xl};
  &:focus {
    outline: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const StyledFooter = styled.footer`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    margin: 0;
  }
`;

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 25;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.dark} 55%, transparent);
`;

/**
 * Every admin screen: the collapsible drawer, the yellow top bar with the screen's title and the
 * live-connection badge, the SOS strip above the content, and the footer with the current year.
 * The pre-order reminder runs here, so it is heard on whichever screen is open.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const drawer = useDrawerState();
  const logout = useLogout();
  const screen = screenFor(pathname);
  const title = screen?.title ?? FALLBACK_TITLE;
  const { setOverlayOpen, overlayOpen } = drawer;
  const menuButton = useRef<HTMLButtonElement>(null);
  // Closing the overlay without choosing a screen puts focus back on the menu button.
  const dismissOverlay = useCallback(() => {
    setOverlayOpen(false);
    menuButton.current?.focus();
  }, [setOverlayOpen]);

  useEffect(() => {
    document.title = `${screen?.label ?? FALLBACK_TITLE} – Administrace ${SITE_NAME}`;
    window.scrollTo(0, 0);
  }, [pathname, screen]);

  useEffect(() => {
    if (!overlayOpen) {
      return undefined;
    }
    const onKey = (event: KeyboardEvent) => {
      // A toast above the drawer takes the Escape first.
      if (event.key === 'Escape' && !event.defaultPrevented) {
        dismissOverlay();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlayOpen, dismissOverlay]);

  return (
    <StyledShell>
      <OrderNotices />
      <StyledSkipLink data-print="hide" href="#admin-content">
        Přejít na obsah
      </StyledSkipLink>
      <AdminDrawer
        screens={ADMIN_SCREENS}
        expanded={drawer.expanded}
        overlay={drawer.overlay}
        overlayOpen={overlayOpen}
        onToggleExpanded={drawer.toggleExpanded}
        onNavigate={() => setOverlayOpen(false)}
        onLogout={() => logout.mutate()}
        loggingOut={logout.isPending}
      />
      {overlayOpen && <StyledBackdrop aria-hidden="true" onClick={dismissOverlay} />}
      <StyledColumn>
        <AdminTopBar
          title={title}
          menu={
            drawer.overlay ? { open: overlayOpen, onToggle: () => setOverlayOpen(!overlayOpen) } : undefined
          }
          menuButtonRef={menuButton}
          end={
            <>
              <ToastTray />
              <ConnectionIndicator />
            </>
          }
        />
        <StyledSosArea data-print="hide">
          <SosStrip />
        </StyledSosArea>
        <StyledNoticeArea data-print="hide">
          <SkippedRecordsNotice statusPath={paths.admin.status} />
        </StyledNoticeArea>
        <StyledMain id="admin-content" tabIndex={-1}>
          {/* A screen's code arrives when it first opens; the menu, SOS strip and live badge stay meanwhile. */}
          <Suspense fallback={<Skeleton label="Načítám obrazovku…" />}>
            <Outlet />
          </Suspense>
        </StyledMain>
        <StyledFooter data-print="hide">
          <p>
            © {new Date().getFullYear()} {SITE_NAME} · Administrace
          </p>
        </StyledFooter>
      </StyledColumn>
    </StyledShell>
  );
}

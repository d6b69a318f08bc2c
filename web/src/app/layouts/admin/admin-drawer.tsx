import { CarTaxiFront, ChevronsLeft, ChevronsRight, LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { AdminScreen } from '@/app/admin/admin-navigation';
import { VisuallyHidden } from '@/components/ui/feedback';

export const DRAWER_ID = 'admin-drawer';

const StyledAside = styled.aside<{ $expanded: boolean; $overlay: boolean; $open: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${({ theme, $expanded }) => ($expanded ? theme.layout.drawerWidth : theme.layout.drawerCollapsedWidth)};
  height: 100vh;
  height: 100dvh;
  position: sticky;
  top: 0;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transition: width ${({ theme }) => theme.motion.normal} ease;
  overflow: hidden;
  z-index: 30;
  ${({ $overlay, $open, theme }) =>
    $overlay &&
    css`
      position: fixed;
      left: 0;
      width: ${theme.layout.drawerWidth};
      box-shadow: ${theme.shadow.lg};
      transform: translateX(${$open ? '0' : '-100%'});
      visibility: ${$open ? 'visible' : 'hidden'};
      /* Visible at once when opening (so focus can move in), hidden only after sliding out. */
      transition:
        transform ${theme.motion.normal} ease,
        visibility 0s linear ${$open ? '0s' : theme.motion.normal};
    `}
`;

const StyledBrand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

const StyledLogo = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textStrong};
`;

const StyledBrandText = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.2;
  strong {
    color: ${({ theme }) => theme.colors.textStrong};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const StyledNav = styled.nav`
  flex: 1;
  overflow-y: auto;
  overflow-x: hidden;
  padding: ${({ theme }) => theme.space.sm};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  svg {
    flex: none;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.textStrong};
  }
`;

const StyledLink = styled(NavLink)`
  ${itemStyle}
  position: relative;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.textStrong};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.brand};
  }
`;

const StyledFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledButton = styled.button`
  ${itemStyle}
`;

const StyledLogout = styled(StyledButton)`
  &:hover {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

function Label({ expanded, children }: { expanded: boolean; children: string }) {
  return expanded ? <span>{children}</span> : <VisuallyHidden>{children}</VisuallyHidden>;
}

export type AdminDrawerProps = {
  screens: readonly AdminScreen[];
  expanded: boolean;
  overlay: boolean;
  overlayOpen: boolean;
  onToggleExpanded: () => void;
  onNavigate: () => void;
  onLogout: () => void;
  loggingOut: boolean;
};

/** The side menu: every admin screen (the current one marked), collapse toggle and logout. */
export function AdminDrawer({
  screens,
  expanded,
  overlay,
  overlayOpen,
  onToggleExpanded,
  onNavigate,
  onLogout,
  loggingOut,
}: AdminDrawerProps) {
  const full = overlay || expanded;
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (overlayOpen) {
      navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    }
  }, [overlayOpen]);

  return (
    <StyledAside
      data-print="hide"
      id={DRAWER_ID}
      $expanded={full}
      $overlay={overlay}
      $open={overlayOpen}
      aria-label="Boční menu"
    >
      <StyledBrand>
        <StyledLogo>
          <CarTaxiFront size={22} aria-hidden />
        </StyledLogo>
        {full && (
          <StyledBrandText>
            <strong>Taxi Litoměřice</strong>
            <small>Administrace</small>
          </StyledBrandText>
        )}
      </StyledBrand>
      <StyledNav ref={navRef} aria-label="Administrace">
        <ul>
          {screens.map((screen) => {
            const Icon = screen.icon;
            return (
              <li key={screen.path}>
                <StyledLink to={screen.path} end title={full ? undefined : screen.label} onClick={onNavigate}>
                  <Icon size={20} aria-hidden />
                  <Label expanded={full}>{screen.label}</Label>
                </StyledLink>
              </li>
            );
          })}
        </ul>
      </StyledNav>
      <StyledFooter>
        {!overlay && (
          <StyledButton
            type="button"
            title={expanded ? undefined : 'Rozbalit menu'}
            onClick={onToggleExpanded}
          >
            {expanded ? <ChevronsLeft size={20} aria-hidden /> : <ChevronsRight size={20} aria-hidden />}
            <Label expanded={full}>{expanded ? 'Sbalit menu' : 'Rozbalit menu'}</Label>
          </StyledButton>
        )}
        <StyledLogout
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          title={full ? undefined : 'Odhlásit se'}
        >
          <LogOut size={20} aria-hidden />
          <Label expanded={full}>Odhlásit se</Label>
        </StyledLogout>
      </StyledFooter>
    </StyledAside>
  );
}

import { Menu, X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import { DRAWER_ID } from './admin-drawer';

const StyledBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  h1 {
    flex: 1;
    margin: 0;
    min-width: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.xl};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: 0 ${({ theme }) => theme.space.md};
    h1 {
      font-size: ${({ theme }) => theme.font.size.lg};
    }
  }
`;

const StyledMenuButton = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  margin-left: -${({ theme }) => theme.space.xs};
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandHover};
  }
`;

export type AdminTopBarProps = {
  title: string;
  /** Small screens: the button that opens the drawer overlay. */
  menu?: { open: boolean; onToggle: () => void };
  menuButtonRef?: RefObject<HTMLButtonElement | null>;
  end?: ReactNode;
};

/** The yellow bar with the screen's title (and the menu button on small screens). */
export function AdminTopBar({ title, menu, menuButtonRef, end }: AdminTopBarProps) {
  return (
    <StyledBar data-print="hide">
      {menu && (
        <StyledMenuButton
          ref={menuButtonRef}
          type="button"
          aria-label="Menu"
          aria-expanded={menu.open}
          aria-controls={DRAWER_ID}
          onClick={menu.onToggle}
        >
          {menu.open ? <X size={22} aria-hidden /> : <Menu size={22} aria-hidden />}
        </StyledMenuButton>
      )}
      <h1>{title}</h1>
      {end}
    </StyledBar>
  );
}

import { Menu, Phone, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import {
  JS_CLASS,
  NAV_ITEMS,
  RIDE_CLASS,
  SESSION_CLASS,
  SESSION_NAV,
  YOUR_RIDE_NAV,
} from '@/config/nav-items';
import { BrandMark } from './brand-mark';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const StyledInner = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.contentMax};
  min-height: 64px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    flex-wrap: nowrap;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  }
`;

const StyledBrand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-right: auto;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.01em;
  text-decoration: none;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textStrong};
`;

const StyledMenuButton = styled.button`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  html.${JS_CLASS} & {
    display: inline-flex;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    html.${JS_CLASS} & {
      display: none;
    }
  }
  /* Both icons are in the markup, so the static pages' script only has to flip aria-expanded. */
  &[aria-expanded='true'] .menu-closed,
  &[aria-expanded='false'] .menu-open {
    display: none;
  }
`;

const StyledNav = styled.nav`
  flex-basis: 100%;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
    white-space: nowrap;
    transition: background ${({ theme }) => theme.motion.fast};
    &:hover {
      background: ${({ theme }) => theme.colors.brandHover};
    }
    &[aria-current='page'] {
      text-decoration: underline;
      text-decoration-thickness: 2px;
      text-underline-offset: 6px;
    }
  }
  .session a {
    border: 2px solid ${({ theme }) => theme.colors.text};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  .your-ride a {
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.dark};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    &:hover {
      background: ${({ theme }) => theme.colors.textStrong};
    }
  }
  .signed-in,
  .your-ride {
    display: none;
  }
  html.${RIDE_CLASS} & .your-ride {
    display: list-item;
  }
  html.${SESSION_CLASS} & .signed-in {
    display: list-item;
  }
  html.${SESSION_CLASS} & .signed-out {
    display: none;
  }

  /* With JavaScript the phone menu is a panel the toggle opens; without it the links stay visible. */
  @media (max-width: calc(${({ theme }) => theme.breakpoint.lg} - 0.02px)) {
    html.${JS_CLASS} & {
      display: none;
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} ${theme.space.xl}`};
      background: ${({ theme }) => theme.colors.brand};
      border-top: 1px solid ${({ theme }) => theme.colors.brandHover};
      box-shadow: ${({ theme }) => theme.shadow.lg};
    }
    html.${JS_CLASS} &[data-open='true'] {
      display: block;
    }
    html.${JS_CLASS} & ul {
      flex-direction: column;
    }
    html.${JS_CLASS} & a {
      min-height: 48px;
      font-size: ${({ theme }) => theme.font.size.lg};
    }
    html.${JS_CLASS} & .session {
      margin-top: ${({ theme }) => theme.space.sm};
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    flex-basis: auto;
    ul {
      flex-wrap: nowrap;
      align-items: center;
    }
    /* Room for "Vaše jízda" beside the phone at the narrowest desktop widths; the pills keep theirs. */
    li:not(.session, .your-ride) > a {
      padding: 0 ${({ theme }) => theme.space.sm};
    }
  }
`;

const StyledPhone = styled.a`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  white-space: nowrap;
  @media (min-width: ${({ theme }) => theme.breakpoint.xl}) {
    display: inline-flex;
  }
`;

/**
 * The public header (its menu works without React on the static pages: see `site-menu.ts`). Both session entries are rendered and CSS shows one: the head script marks
 * <html> from the session cookie before the first paint, so the prerendered page never flashes
 * the wrong label (the layout refreshes the mark after client-side navigation).
 */
export function SiteHeader() {
  const location = useLocation();
  // The menu is open for the location it was opened on, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  return (
    <StyledHeader>
      <StyledInner
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            setOpenAt(null);
          }
        }}
      >
        <StyledBrand to={paths.home}>
          <BrandMark />
          {company.name}
        </StyledBrand>
        <StyledMenuButton
          type="button"
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpenAt(open ? null : location.key)}
        >
          <Menu className="menu-closed" size={20} aria-hidden />
          <X className="menu-open" size={20} aria-hidden />
          Menu
        </StyledMenuButton>
        <StyledNav id="site-menu" aria-label="Hlavní navigace" data-open={open}>
          <ul>
            {NAV_ITEMS.map((item) =>
              item.to === paths.order ? (
                <li key={item.to}>
                  {/* The order page comes to life with the static pages' script, so it is loaded as a page. */}
                  <NavLink to={item.to} reloadDocument>
                    {item.label}
                  </NavLink>
                </li>
              ) : item.to === paths.gallery ? (
                <li key={item.to}>
                  <NavLink to={item.to} onClick={() => setOpenAt(null)}>
                    {item.label}
                  </NavLink>
                </li>
              ) : (
                <li key={item.to}>
                  <Link to={item.to} onClick={() => setOpenAt(null)}>
                    {item.label}
                  </Link>
                </li>
              ),
            )}
            <li className="your-ride">
              {/* site-main.ts adds the remembered ride's token; without it the status page finds it itself. */}
              <a href={YOUR_RIDE_NAV.to} data-your-ride>
                {YOUR_RIDE_NAV.label}
              </a>
            </li>
            <li className="session signed-out">
              <NavLink to={SESSION_NAV.signedOut.to} onClick={() => setOpenAt(null)}>
                {SESSION_NAV.signedOut.label}
              </NavLink>
            </li>
            <li className="session signed-in">
              <Link to={SESSION_NAV.signedIn.to}>{SESSION_NAV.signedIn.label}</Link>
            </li>
          </ul>
        </StyledNav>
        <StyledPhone href={`tel:${company.phoneHref}`}>
          <Phone size={18} aria-hidden />
          {company.phone}
        </StyledPhone>
      </StyledInner>
    </StyledHeader>
  );
}

import { Menu, Phone, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { company } from '@/config/company';
import { JS_CLASS, NAV_ITEMS, RIDE_CLASS, SESSION_CLASS, SESSION_NAV } from '@/config/nav-items';
import { publicPath, sectionPath } from '@/config/public-pages';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { useLocale, useMessages } from '@/i18n/locale-context';
import { visuallyHidden } from '@/components/ui/feedback';
import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';

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
  @media (min-width: ${({ theme }) => theme.breakpoint.xl}) {
    flex-wrap: nowrap;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  }
`;

const StyledBrand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-right: auto;
  white-space: nowrap;
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
  @media (min-width: ${({ theme }) => theme.breakpoint.xl}) {
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

const StyledMenu = styled.div`
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
  @media (max-width: calc(${({ theme }) => theme.breakpoint.xl} - 0.02px)) {
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
    html.${JS_CLASS} & .languages {
      margin-top: ${({ theme }) => theme.space.md};
    }
    html.${JS_CLASS} & .languages ul {
      flex-direction: row;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.xl}) {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    flex-basis: auto;
    ul {
      flex-wrap: nowrap;
      align-items: center;
    }
    > nav:first-child > ul {
      gap: ${({ theme }) => theme.space.sm};
    }
    /* Room for "Vaše jízda" and the switcher in every language at the narrowest desktop widths; the pills
       keep their padding. */
    li:not(.session, .your-ride) > a {
      padding: 0 ${({ theme }) => theme.space.xs};
    }
  }
`;

// Beside the menu, the language switcher and "Vaše jízda" the number itself does not fit in every language:
// the bar shows the phone's icon (the number is its name; the hero and the footer show it written out).
const StyledPhone = styled.a`
  display: none;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.brand};
  @media (min-width: ${({ theme }) => theme.breakpoint.xl}) {
    display: inline-flex;
  }
  span {
    ${visuallyHidden}
  }
`;

/** Links into the Czech-only staff area leave a German or English page with a full page load. */
const staffLink = (locale: Locale) => locale !== DEFAULT_LOCALE;

/**
 * The public header (its menu works without React on the static pages: see `site-menu.ts`). Both session entries are rendered and CSS shows one: the head script marks
 * <html> from the session cookie before the first paint, so the prerendered page never flashes
 * the wrong label (the layout refreshes the mark after client-side navigation). The language
 * switcher sits in the menu: in the bar on a wide screen, in the panel on a phone.
 */
export function SiteHeader({ alternates }: { alternates: Readonly<Record<Locale, string>> }) {
  const location = useLocation();
  const locale = useLocale();
  const t = useMessages().site;
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
        <StyledBrand to={publicPath('home', locale)}>
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
          {t.menu}
        </StyledMenuButton>
        <StyledMenu id="site-menu" data-open={open}>
          <nav aria-label={t.navLabel}>
            <ul>
              {NAV_ITEMS.map((item) =>
                'page' in item ? (
                  <li key={item.key}>
                    <NavLink
                      to={publicPath(item.page, locale)}
                      reloadDocument={item.reload}
                      onClick={() => setOpenAt(null)}
                    >
                      {t.nav[item.key]}
                    </NavLink>
                  </li>
                ) : (
                  <li key={item.key}>
                    <Link to={sectionPath(item.section, locale)} onClick={() => setOpenAt(null)}>
                      {t.nav[item.key]}
                    </Link>
                  </li>
                ),
              )}
              <li className="your-ride">
                {/* site-main.ts adds the remembered ride's token; without it the status page finds it itself. */}
                <a href={publicPath('orderStatus', locale)} data-your-ride>
                  {t.yourRide}
                </a>
              </li>
              <li className="session signed-out">
                <NavLink
                  to={SESSION_NAV.signedOut}
                  reloadDocument={staffLink(locale)}
                  onClick={() => setOpenAt(null)}
                >
                  {t.session.signedOut}
                </NavLink>
              </li>
              <li className="session signed-in">
                <Link to={SESSION_NAV.signedIn}>{t.session.signedIn}</Link>
              </li>
            </ul>
          </nav>
          <LanguageSwitcher alternates={alternates} />
        </StyledMenu>
        <StyledPhone href={`tel:${company.phoneHref}`} title={company.phone}>
          <Phone size={18} aria-hidden />
          <span>{company.phone}</span>
        </StyledPhone>
      </StyledInner>
    </StyledHeader>
  );
}

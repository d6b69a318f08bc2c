import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { company } from '@/config/company';
import { NAV_ITEMS } from '@/config/nav-items';
import { publicPath, sectionPath } from '@/config/public-pages';
import { fill } from '@/i18n/fill';
import { useLocale, useMessages } from '@/i18n/locale-context';
import { AppRebuildBanner } from './app-rebuild-banner';
import { BrandMark } from './brand-mark';
import { ScrollToTop } from './scroll-to-top';
import { SocialIcon } from './social-icon';

const StyledFooter = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.textOnDark};
  a {
    color: ${({ theme }) => theme.colors.textOnDark};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.brand};
      text-decoration: underline;
    }
  }
  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledInner = styled.div`
  max-width: ${({ theme }) => theme.layout.contentMax};
  margin: 0 auto;
  /* Below, room for the floating back-to-top button. */
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg} calc(${theme.space.xxxl} + ${theme.space.xl})`};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding-left: ${({ theme }) => theme.space.xl};
    padding-right: ${({ theme }) => theme.space.xl};
  }
`;

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  margin-top: ${({ theme }) => theme.space.xxl};
  grid-template-columns: 1fr 1fr;
  grid-auto-flow: row dense;
  > :first-child,
  > .contact {
    grid-column: 1 / -1;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(4, 1fr);
    > .contact {
      grid-column: auto;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 1.5fr 0.8fr 1.3fr 1.2fr 0.9fr;
    > :first-child {
      grid-column: auto;
    }
  }
  h2 {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.brand};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
  li a,
  li span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 28px;
  }
  svg {
    flex: none;
  }
`;

const StyledBrand = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledMuted = styled.p`
  color: color-mix(
    in srgb,
    ${({ theme }) => theme.colors.textOnDark} 80%,
    ${({ theme }) => theme.colors.dark}
  );
  max-width: 34ch;
`;

const StyledBottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 20%, transparent);
  font-size: ${({ theme }) => theme.font.size.sm};
  color: color-mix(
    in srgb,
    ${({ theme }) => theme.colors.textOnDark} 80%,
    ${({ theme }) => theme.colors.dark}
  );
  p {
    margin: 0;
  }
`;

/** Footer: the app warning, contacts, links to the legal pages and social networks, copyright (and the back-to-top link). */
export function SiteFooter() {
  const locale = useLocale();
  const t = useMessages().site;
  const footer = t.footer;
  return (
    <StyledFooter>
      <StyledInner>
        <AppRebuildBanner compact />
        <StyledColumns>
          <div>
            <StyledBrand>
              <BrandMark size={40} inverted />
              {company.name}
            </StyledBrand>
            <StyledMuted>{footer.tagline}</StyledMuted>
          </div>
          <nav aria-labelledby="footer-site">
            <h2 id="footer-site">{footer.pages}</h2>
            <ul>
              {NAV_ITEMS.map((item) => (
                <li key={item.key}>
                  <Link
                    to={'page' in item ? publicPath(item.page, locale) : sectionPath(item.section, locale)}
                    reloadDocument={'page' in item ? item.reload : undefined}
                  >
                    {t.nav[item.key]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="contact">
            <h2 id="footer-contact">{footer.contact}</h2>
            <ul aria-labelledby="footer-contact">
              <li>
                <a href={`tel:${company.phoneHref}`}>
                  <Phone size={16} aria-hidden />
                  {company.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${company.email}`}>
                  <Mail size={16} aria-hidden />
                  {company.email}
                </a>
              </li>
              <li>
                <span>
                  <MapPin size={16} aria-hidden />
                  {company.address.street}, {company.address.city}
                </span>
              </li>
            </ul>
          </div>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal">{footer.legal}</h2>
            <ul>
              <li>
                <Link to={publicPath('privacyPolicy', locale)}>{footer.privacyPolicy}</Link>
              </li>
              <li>
                <Link to={publicPath('terms', locale)}>{footer.terms}</Link>
              </li>
              <li>
                <Link to={publicPath('deleteRequest', locale)}>{footer.deleteRequest}</Link>
              </li>
            </ul>
          </nav>
          <div>
            <h2 id="footer-social">{footer.social}</h2>
            <ul aria-labelledby="footer-social">
              {company.social.map((profile) => (
                <li key={profile.network}>
                  <a href={profile.url} rel="noopener noreferrer" target="_blank">
                    <SocialIcon network={profile.network} />
                    {profile.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </StyledColumns>
        <StyledBottom>
          <p>{fill(footer.copyright, { year: company.copyrightYear, name: company.name })}</p>
          <p>{fill(footer.agency, { agency: company.agency.name })}</p>
        </StyledBottom>
      </StyledInner>
      <ScrollToTop />
    </StyledFooter>
  );
}

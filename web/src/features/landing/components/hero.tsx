import { CarTaxiFront, Clock, Phone, Users } from 'lucide-react';
import styled from 'styled-components';
import { company } from '@/config/company';
import { Picture } from '@/components/ui/picture';
import { Container, Eyebrow } from '@/components/layouts/section';
import { publicPath } from '@/config/public-pages';
import { fill, rich } from '@/i18n/fill';
import { siteValues } from '@/i18n/format';
import { useLocale, useMessages } from '@/i18n/locale-context';

const StyledHero = styled.section`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(
      circle at 85% 20%,
      color-mix(in srgb, ${({ theme }) => theme.colors.brand} 22%, transparent),
      transparent 45%
    ),
    ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.textOnDark};
  padding: ${({ theme }) => `${theme.space.xxxl} 0`};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    padding: calc(${({ theme }) => theme.space.xxxl} * 1.75) 0;
  }
`;

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 1.05fr 1fr;
  }
`;

const StyledTitle = styled.h1`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: clamp(2.5rem, 1.6rem + 4vw, 4.25rem);
  line-height: 1.05;
  letter-spacing: -0.03em;
`;

const StyledOffer = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: clamp(1.375rem, 1.1rem + 1.2vw, 2rem);
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.25;
  mark {
    padding: 0 0.2em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textStrong};
  }
`;

const StyledLead = styled.p`
  max-width: 46ch;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: color-mix(
    in srgb,
    ${({ theme }) => theme.colors.textOnDark} 85%,
    ${({ theme }) => theme.colors.dark}
  );
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.xl} 0`};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space.xl};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
    transition: background ${({ theme }) => theme.motion.fast};
  }
  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledCall = styled.a`
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textStrong};
  &:hover {
    background: ${({ theme }) => theme.colors.brandHover};
  }
`;

const StyledWrite = styled.a`
  border: 2px solid ${({ theme }) => theme.colors.textOnDark};
  color: ${({ theme }) => theme.colors.textOnDark};
  &:hover {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 12%, transparent);
  }
`;

const StyledFacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  svg {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledFigure = styled.figure`
  position: relative;
  margin: 0;
  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.lg};
  }
`;

const StyledBadge = styled.figcaption`
  position: absolute;
  left: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textStrong};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  line-height: 1.2;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

/** The first screen: who we are, the 50 Kč home-town offer, up to 8 persons, the phone number. */
export function Hero() {
  const locale = useLocale();
  const t = useMessages().home;
  const values = siteValues(locale);
  return (
    <StyledHero aria-labelledby="hero-title">
      <Container>
        <StyledGrid>
          <div>
            <Eyebrow>{t.hero.eyebrow}</Eyebrow>
            <StyledTitle id="hero-title">{company.name}</StyledTitle>
            <StyledOffer>
              {rich(fill(t.hero.offer, { persons: values.persons }), { price: <mark>{values.price}</mark> })}
            </StyledOffer>
            <StyledLead>{t.hero.lead}</StyledLead>
            <StyledActions>
              <StyledCall href={publicPath('order', locale)}>
                <CarTaxiFront size={20} aria-hidden />
                {t.hero.order}
              </StyledCall>
              <StyledWrite href={`tel:${company.phoneHref}`}>
                <Phone size={20} aria-hidden />
                {fill(t.hero.call, values)}
              </StyledWrite>
            </StyledActions>
            <StyledFacts>
              <li>
                <Users size={18} aria-hidden />
                {fill(t.hero.cars, values)}
              </li>
              <li>
                <Clock size={18} aria-hidden />
                {fill(t.hero.hours, { weekdays: t.hours[0] })}
              </li>
            </StyledFacts>
          </div>
          <StyledFigure>
            <Picture
              image={{ ...company.images.hero, alt: t.hero.alt }}
              sizes="(min-width: 1200px) 560px, (min-width: 992px) 46vw, calc(100vw - 32px)"
              loading="eager"
              /* On a first visit the poster covers this picture and is the page's largest paint, so
                 the hero must not share its bandwidth. A returning visitor's page downloads nothing
                 else then, so low priority costs it nothing (docs/benchmarks.md, Public site). */
              fetchPriority="low"
            />
            <StyledBadge>
              <strong>{values.price}</strong>
              {t.hero.badge}
            </StyledBadge>
          </StyledFigure>
        </StyledGrid>
      </Container>
    </StyledHero>
  );
}

import { Check, ExternalLink, Star } from 'lucide-react';
import styled from 'styled-components';
import { VisuallyHidden } from '@/components/ui/feedback';
import { company } from '@/config/company';
import { Container, Section, SectionHeading } from '@/components/layouts/section';
import { SECTION_IDS } from '@/config/nav-items';
import { fill } from '@/i18n/fill';
import { siteValues } from '@/i18n/format';
import { useLocale, useMessages } from '@/i18n/locale-context';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1.2fr 1fr;
  }
`;

const StyledPriceCard = styled.div`
  padding: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textStrong};
  box-shadow: ${({ theme }) => theme.shadow.md};
  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: ${({ theme }) => `${theme.space.xl} 0 0`};
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
  li svg {
    flex: none;
    margin-top: 3px;
  }
`;

const StyledPrice = styled.p`
  margin: 0;
  font-size: clamp(3rem, 2rem + 4vw, 4.5rem);
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  letter-spacing: -0.03em;
  small {
    margin-left: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
    letter-spacing: 0;
  }
`;

const StyledReviewCard = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.md};
  h3 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledStars = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.brandHover};
  svg {
    fill: currentColor;
  }
`;

const StyledReviewLink = styled.a`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.textStrong};
  }
`;

/** Pricing: prices are published in the cars; the flat home-town fare; a link to reviews. */
export function Pricing() {
  const locale = useLocale();
  const messages = useMessages();
  const t = messages.home.pricing;
  const values = siteValues(locale);
  return (
    <Section id={SECTION_IDS.pricing} tabIndex={-1} $tone="surface" aria-labelledby="pricing-title">
      <Container>
        <SectionHeading id="pricing-title" eyebrow={t.eyebrow} title={t.title}>
          {t.lead}
        </SectionHeading>
        <StyledGrid>
          <StyledPriceCard data-reveal>
            <h3>{t.cardTitle}</h3>
            <StyledPrice>
              {values.price}
              <small>{t.perRide}</small>
            </StyledPrice>
            <ul>
              {t.points.map((point) => (
                <li key={point}>
                  <Check size={20} aria-hidden />
                  {fill(point, values)}
                </li>
              ))}
            </ul>
          </StyledPriceCard>
          <StyledReviewCard data-reveal>
            <div>
              <StyledStars aria-hidden>
                {[1, 2, 3, 4, 5].map((star) => (
                  <Star key={star} size={24} />
                ))}
              </StyledStars>
              <h3>{t.reviewsTitle}</h3>
              <p>{t.reviewsText}</p>
            </div>
            <StyledReviewLink href={company.reviews.url} target="_blank" rel="noopener noreferrer">
              {t.reviewsLink}
              <ExternalLink size={18} aria-hidden />
              <VisuallyHidden>{messages.site.newWindow}</VisuallyHidden>
            </StyledReviewLink>
          </StyledReviewCard>
        </StyledGrid>
      </Container>
    </Section>
  );
}

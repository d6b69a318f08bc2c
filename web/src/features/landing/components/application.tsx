import { Calculator, CreditCard, MapPinned, Smartphone } from 'lucide-react';
import styled from 'styled-components';
import { company } from '@/config/company';
import { Picture } from '@/components/ui/picture';
import { Container, Section, SectionHeading } from '@/components/layouts/section';
import { SECTION_IDS } from '@/config/nav-items';
import { fill } from '@/i18n/fill';
import { useMessages } from '@/i18n/locale-context';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 1.3fr 1fr;
  }
`;

const StyledFeatures = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr 1fr;
  }
  li {
    padding: ${({ theme }) => theme.space.xl};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: color-mix(
      in srgb,
      ${({ theme }) => theme.colors.textOnDark} 6%,
      ${({ theme }) => theme.colors.dark}
    );
    border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 14%, transparent);
  }
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h3 svg {
    flex: none;
    color: ${({ theme }) => theme.colors.brand};
  }
  p {
    margin: 0;
    color: color-mix(
      in srgb,
      ${({ theme }) => theme.colors.textOnDark} 82%,
      ${({ theme }) => theme.colors.dark}
    );
  }
`;

const StyledPhone = styled.div`
  justify-self: center;
  max-width: 360px;
  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

const StyledNote = styled.p`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

const StyledLead = styled.div`
  h2 + p {
    color: color-mix(
      in srgb,
      ${({ theme }) => theme.colors.textOnDark} 82%,
      ${({ theme }) => theme.colors.dark}
    );
  }
`;

// The icons of the four features, in the order of the dictionary's `app.features`.
const ICONS = [Smartphone, Calculator, CreditCard, MapPinned] as const;

/** The companion Android app: ordering, price estimate, payment options, live tracking. */
export function Application() {
  const t = useMessages().home.app;
  return (
    <Section id={SECTION_IDS.services} tabIndex={-1} $tone="dark" aria-labelledby="app-title">
      <Container>
        <StyledGrid>
          <div>
            <StyledLead>
              <SectionHeading
                id="app-title"
                eyebrow={t.eyebrow}
                title={fill(t.title, { name: company.name })}
              >
                {t.lead}
              </SectionHeading>
            </StyledLead>
            <StyledFeatures>
              {t.features.map((feature, index) => {
                const Icon = ICONS[index] ?? Smartphone;
                return (
                  <li key={feature.title} data-reveal>
                    <h3>
                      <Icon size={26} aria-hidden />
                      {feature.title}
                    </h3>
                    <p>{feature.text}</p>
                  </li>
                );
              })}
            </StyledFeatures>
            <StyledNote>{t.note}</StyledNote>
          </div>
          <StyledPhone data-reveal>
            <Picture
              image={{ ...company.images.app, alt: t.alt }}
              sizes="(min-width: 992px) 360px, min(360px, calc(100vw - 32px))"
            />
          </StyledPhone>
        </StyledGrid>
      </Container>
    </Section>
  );
}

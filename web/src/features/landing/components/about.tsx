import { Check } from 'lucide-react';
import styled from 'styled-components';
import { company } from '@/config/company';
import { Picture } from '@/components/ui/picture';
import { Container, Section, SectionHeading } from '@/components/layouts/section';
import { SECTION_IDS } from '@/config/nav-items';
import { fill } from '@/i18n/fill';
import { siteValues } from '@/i18n/format';
import { useLocale, useMessages } from '@/i18n/locale-context';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 1fr 1fr;
  }
  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.lg};
  }
`;

const StyledText = styled.div`
  p {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    margin: ${({ theme }) => `${theme.space.xl} 0 0`};
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    align-items: flex-start;
  }
  li svg {
    flex: none;
    padding: 3px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.brand};
  }
`;

/** About the company. */
export function About() {
  const locale = useLocale();
  const t = useMessages().home.about;
  const values = {
    ...siteValues(locale),
    address: `${company.address.street}, ${company.address.city}`,
  };
  return (
    <Section id={SECTION_IDS.about} tabIndex={-1} aria-labelledby="about-title">
      <Container>
        <StyledGrid>
          <div data-reveal>
            <Picture
              image={{ ...company.images.about, alt: t.alt }}
              sizes="(min-width: 1200px) 560px, (min-width: 992px) 46vw, calc(100vw - 32px)"
            />
          </div>
          <StyledText data-reveal>
            <SectionHeading id="about-title" eyebrow={t.eyebrow} title={t.title} />
            {t.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ul>
              {t.points.map((point) => (
                <li key={point}>
                  <Check size={22} aria-hidden />
                  {fill(point, values)}
                </li>
              ))}
            </ul>
          </StyledText>
        </StyledGrid>
      </Container>
    </Section>
  );
}

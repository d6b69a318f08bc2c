import { MAX_PASSENGERS } from '@taxi/contracts';
import { Check } from 'lucide-react';
import styled from 'styled-components';
import { company } from '@/config/company';
import { Picture } from '@/components/ui/picture';
import { Container, Section, SectionHeading } from '@/components/layouts/section';
import { SECTION_IDS } from '@/config/nav-items';

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
  return (
    <Section id={SECTION_IDS.about} tabIndex={-1} aria-labelledby="about-title">
      <Container>
        <StyledGrid>
          <div data-reveal>
            <Picture
              image={company.images.about}
              sizes="(min-width: 1200px) 560px, (min-width: 992px) 46vw, calc(100vw - 32px)"
            />
          </div>
          <StyledText data-reveal>
            <SectionHeading
              id="about-title"
              eyebrow="O nás"
              title="Litoměřická taxislužba od sousedů pro sousedy"
            />
            <p>
              Jsme místní firma a Litoměřice známe jako své boty – od Mírového náměstí přes Předměstí až po
              Pokratice. Vozíme lidi do práce i na vlak, děti na kroužky, seniory k lékaři a o víkendu
              všechny, kdo se chtějí v klidu vrátit domů z vinárny nebo z koncertu.
            </p>
            <p>Zakládáme si na férové ceně, dochvilnosti a na tom, aby se u nás každý cítil bezpečně.</p>
            <ul>
              <li>
                <Check size={22} aria-hidden />
                Sídlo v centru města: {company.address.street}, {company.address.city}
              </li>
              <li>
                <Check size={22} aria-hidden />
                Osobní vozy i velký vůz až pro {MAX_PASSENGERS} osob
              </li>
              <li>
                <Check size={22} aria-hidden />
                Jezdíme i v noci z pátku na sobotu a ze soboty na neděli
              </li>
            </ul>
          </StyledText>
        </StyledGrid>
      </Container>
    </Section>
  );
}

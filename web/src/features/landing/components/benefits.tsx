import { HOME_TOWN_DELIVERY_PRICE_KC, MAX_PASSENGERS } from '@taxi/contracts';
import { Armchair, BadgeCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Section, SectionHeading } from '@/components/layouts/section';

const StyledGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const StyledBox = styled.li`
  padding: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.md};
  border-top: 6px solid ${({ theme }) => theme.colors.brand};
  h3 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.textStrong};
`;

type Benefit = { icon: ReactNode; title: string; text: string };

const BENEFITS: Benefit[] = [
  {
    icon: <Wallet size={28} aria-hidden />,
    title: 'Cena',
    text: `Po Litoměřicích jezdíme za jednotných ${HOME_TOWN_DELIVERY_PRICE_KC} Kč. Cenu znáte předem, bez příplatků za zavazadla.`,
  },
  {
    icon: <Armchair size={28} aria-hidden />,
    title: 'Pohodlí',
    text: `Čisté klimatizované vozy s prostorným kufrem. Odvezeme až ${MAX_PASSENGERS} osob najednou, klidně i s kočárkem.`,
  },
  {
    icon: <BadgeCheck size={28} aria-hidden />,
    title: 'Profesionální řidiči',
    text: 'Zkušení místní řidiči, kteří znají zkratky i objížďky. Jezdí ohleduplně a přijedou včas.',
  },
];

/** The three benefit boxes: price, comfort, professional drivers. */
export function Benefits() {
  return (
    <Section aria-labelledby="benefits-title">
      <Container>
        <SectionHeading
          id="benefits-title"
          eyebrow="Proč jezdit s námi"
          title="Taxi, na které se můžete spolehnout"
          center
        />
        <StyledGrid>
          {BENEFITS.map((benefit) => (
            <StyledBox key={benefit.title} data-reveal>
              <StyledIcon>{benefit.icon}</StyledIcon>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </StyledBox>
          ))}
        </StyledGrid>
      </Container>
    </Section>
  );
}

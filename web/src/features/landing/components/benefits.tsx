import { Armchair, BadgeCheck, Wallet } from 'lucide-react';
import styled from 'styled-components';
import { Container, Section, SectionHeading } from '@/components/layouts/section';
import { fill } from '@/i18n/fill';
import { siteValues } from '@/i18n/format';
import { useLocale, useMessages } from '@/i18n/locale-context';

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

// The icons of the three boxes, in the order of the dictionary's `benefits.items`.
const ICONS = [Wallet, Armchair, BadgeCheck] as const;

/** The three benefit boxes: price, comfort, professional drivers. */
export function Benefits() {
  const locale = useLocale();
  const t = useMessages().home.benefits;
  const values = siteValues(locale);
  return (
    <Section aria-labelledby="benefits-title">
      <Container>
        <SectionHeading id="benefits-title" eyebrow={t.eyebrow} title={t.title} center />
        <StyledGrid>
          {t.items.map((benefit, index) => {
            const Icon = ICONS[index] ?? Wallet;
            return (
              <StyledBox key={benefit.title} data-reveal>
                <StyledIcon>
                  <Icon size={28} aria-hidden />
                </StyledIcon>
                <h3>{benefit.title}</h3>
                <p>{fill(benefit.text, values)}</p>
              </StyledBox>
            );
          })}
        </StyledGrid>
      </Container>
    </Section>
  );
}

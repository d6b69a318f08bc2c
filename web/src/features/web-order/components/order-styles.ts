import styled from 'styled-components';
import { Section } from '@/components/layouts/section';

/**
 * The section both web-order pages sit in: a screen tall at least, so the footer starts below the first
 * screen and nothing jumps when the page fills in its ride or closes its form (no layout shift).
 */
export const StyledPageSection = styled(Section)`
  min-height: 100vh;
  min-height: 100svh;
`;

/** The card both web-order pages sit in, and the form controls they share. */
export const StyledCard = styled.div`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => theme.space.xxl};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: clamp(1.75rem, 1.3rem + 1.6vw, 2.5rem);
    letter-spacing: -0.02em;
  }
  [hidden] {
    display: none !important;
  }
  a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.textStrong};
    text-underline-offset: 3px;
  }
  a[href^='tel:'] {
    white-space: nowrap;
  }
`;

export const StyledLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A notice box: `data-tone` picks its colours. */
export const StyledNotice = styled.div`
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 6px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.textStrong};
  &[data-tone='error'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
  &[data-tone='warning'] {
    border-left-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.warningSoft};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

export const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 52px;
  padding: 0 ${({ theme }) => theme.space.xl};
  border: 2px solid ${({ theme }) => theme.colors.dark};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textStrong};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.brandHover};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  &[data-variant='plain'] {
    min-height: 44px;
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  &[data-variant='danger'] {
    min-height: 44px;
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.textOnDark};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

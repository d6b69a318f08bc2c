import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export const Container = styled.div`
  max-width: ${({ theme }) => theme.layout.contentMax};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: 0 ${({ theme }) => theme.space.xl};
  }
`;

export type SectionTone = 'plain' | 'surface' | 'brand' | 'dark';

const tones = {
  plain: css`
    background: ${({ theme }) => theme.colors.background};
  `,
  surface: css`
    background: ${({ theme }) => theme.colors.surface};
  `,
  brand: css`
    background: ${({ theme }) => theme.colors.brandSoft};
  `,
  dark: css`
    background: ${({ theme }) => theme.colors.dark};
    color: ${({ theme }) => theme.colors.textOnDark};
    h2,
    h3 {
      color: ${({ theme }) => theme.colors.textOnDark};
    }
  `,
};

export const Section = styled.section<{ $tone?: SectionTone }>`
  padding: ${({ theme }) => `${theme.space.xxxl} 0`};
  /* Room for the sticky header when a header link scrolls here. */
  scroll-margin-top: 64px;
  ${({ $tone = 'plain' }) => tones[$tone]}
  &:focus {
    outline: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: calc(${({ theme }) => theme.space.xxxl} * 1.75) 0;
  }
`;

const StyledHeading = styled.div<{ $center: boolean }>`
  max-width: 720px;
  margin: 0 ${({ $center }) => ($center ? 'auto' : '0')} ${({ theme }) => theme.space.xxl};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
  h2 {
    font-size: clamp(1.75rem, 1.3rem + 1.6vw, ${({ theme }) => theme.font.size.hero});
    letter-spacing: -0.02em;
  }
  p {
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Eyebrow = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  center?: boolean;
  /** The page's main heading (h1) instead of a section heading (h2). */
  level?: 1 | 2;
};

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  center = false,
  level = 2,
}: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <StyledHeading $center={center}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Heading id={id}>{title}</Heading>
      {children && <p>{children}</p>}
    </StyledHeading>
  );
}

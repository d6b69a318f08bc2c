import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Button } from './button';

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    color: ${({ theme }) => theme.colors.borderStrong};
  }
`;

const StyledEmptyTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

/** What an empty list says instead of showing nothing. */
export function EmptyState({
  icon,
  title,
  children,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <StyledEmpty>
      {icon}
      <StyledEmptyTitle>{title}</StyledEmptyTitle>
      {children && <p>{children}</p>}
    </StyledEmpty>
  );
}

/** A failed load: the Czech message and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <StyledEmpty role="alert">
      <StyledEmptyTitle>{message}</StyledEmptyTitle>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Zkusit znovu
        </Button>
      )}
    </StyledEmpty>
  );
}

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: calc(200px + 100%) 0; }
`;

export const SkeletonLine = styled.span<{ $width?: string; $height?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '14px' }) => $height};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: linear-gradient(90deg, #ececea 0, #f6f6f4 80px, #ececea 160px) no-repeat;
  background-color: #ececea;
  background-size: 200px 100%;
  animation: ${shimmer} 1.2s ease-in-out infinite;
`;

const StyledSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
`;

/** Loading placeholder shaped like the rows that will come. */
export function Skeleton({ rows = 5, label = 'Načítám…' }: { rows?: number; label?: string }) {
  return (
    <StyledSkeleton role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonLine key={index} $width={`${90 - ((index * 17) % 35)}%`} />
      ))}
    </StyledSkeleton>
  );
}

export type Tone = 'neutral' | 'success' | 'danger' | 'warning' | 'info' | 'brand';

export const Badge = styled.span<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => {
    const tones: Record<Tone, [string, string]> = {
      neutral: [theme.colors.rowMuted, theme.colors.text],
      success: [theme.colors.successSoft, theme.colors.success],
      danger: [theme.colors.dangerSoft, theme.colors.danger],
      warning: [theme.colors.warningSoft, theme.colors.warning],
      info: [theme.colors.infoSoft, theme.colors.info],
      brand: [theme.colors.brandSoft, theme.colors.text],
    };
    const [background, color] = tones[$tone];
    return `background: ${background}; color: ${color};`;
  }}
`;

/** Out of sight but still read by screen readers (and still the accessible name of its control). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/** Text a phone has no room for: its icon stays, the words remain for screen readers. */
export const HiddenOnPhone = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    ${visuallyHidden}
  }
`;

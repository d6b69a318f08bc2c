import { ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { CountBadge } from '@/components/ui/count-badge';

const StyledDetails = styled.details`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  min-width: 0;
  &[open] summary svg {
    transform: rotate(90deg);
  }
`;

const StyledSummary = styled.summary`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  cursor: pointer;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
`;

const StyledBody = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
`;

export type CollapsiblePanelProps = {
  title: string;
  count: number | undefined;
  /** Rendered only while open: a closed list of hundreds of rows costs nothing. */
  children: () => ReactNode;
};

/** A closed-by-default section (native details/summary, keyboard-accessible as is). */
export function CollapsiblePanel({ title, count, children }: CollapsiblePanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <StyledDetails open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <StyledSummary>
        <ChevronRight size={18} aria-hidden />
        {title}
        {count !== undefined && <CountBadge count={count} />}
      </StyledSummary>
      {open && <StyledBody>{children()}</StyledBody>}
    </StyledDetails>
  );
}

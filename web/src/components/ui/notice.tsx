import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledNotice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.warning};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** A warning line above what it is about: something works, but less well than it should. */
export function WarningNotice({ children }: { children: ReactNode }) {
  return (
    <StyledNotice role="status">
      <AlertTriangle size={16} aria-hidden />
      <div>{children}</div>
    </StyledNotice>
  );
}

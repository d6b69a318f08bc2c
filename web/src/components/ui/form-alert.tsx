import { CircleAlert, CircleCheck } from 'lucide-react';
import styled from 'styled-components';

const StyledAlert = styled.p<{ $tone: 'success' | 'error' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSoft : theme.colors.dangerSoft)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

/** The outcome of a form, announced by screen readers (role alert). */
export function FormAlert({ tone, children }: { tone: 'success' | 'error'; children: string }) {
  return (
    <StyledAlert $tone={tone} role="alert" data-keep-clear>
      {tone === 'success' ? <CircleCheck size={20} aria-hidden /> : <CircleAlert size={20} aria-hidden />}
      {children}
    </StyledAlert>
  );
}

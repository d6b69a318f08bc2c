import styled from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

export const CardHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const CardTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  margin: 0;
`;

/** Vertical rhythm between the blocks of a screen. */
export const Stack = styled.div<{ $gap?: 'md' | 'lg' | 'xl' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'xl' }) => theme.space[$gap]};
  min-width: 0;
`;

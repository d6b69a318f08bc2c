import type { NotificationCreateRequest } from '@taxi/contracts';
import { Bell } from 'lucide-react';
import styled from 'styled-components';
import { company } from '@/config/company';

const StyledFigure = styled.figure`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  figcaption {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// Drawn like a notification on a phone's lock screen: app name, bold title, the text below.
const StyledCard = styled.div`
  display: grid;
  grid-template-columns: 32px minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.textOnDark};
  p {
    margin: 0;
    grid-column: 2;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const StyledIcon = styled.span`
  grid-row: span 3;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledApp = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  opacity: 0.85;
`;

const StyledTitle = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** What every driver's phone will show: the title and the text exactly as they will be sent. */
export function NotificationPreview({ notification }: { notification: NotificationCreateRequest }) {
  return (
    <StyledFigure aria-label="Náhled oznámení">
      <figcaption>Takto oznámení uvidí řidiči:</figcaption>
      <StyledCard>
        <StyledIcon aria-hidden>
          <Bell size={18} />
        </StyledIcon>
        <StyledApp>{company.name}</StyledApp>
        <StyledTitle>{notification.title}</StyledTitle>
        <p>{notification.content}</p>
      </StyledCard>
    </StyledFigure>
  );
}

import { BellOff } from 'lucide-react';
import { CountBadge } from '@/components/ui/count-badge';
import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/feedback';
import { formatDateTime, formatDayMonthTime } from '@/lib/format';
import { useNotifications } from '@/features/notifications/api/get-notifications';

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: 8.5rem 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
  }
`;

const StyledTime = styled.time`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledContent = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** Sent notifications, newest first: "day.month v hour:minute", title and content. */
export function NotificationList() {
  const notifications = useNotifications();
  return (
    <Card aria-labelledby="notification-list-title">
      <CardHeader>
        <CardTitle id="notification-list-title">
          Odeslaná oznámení {notifications.data && <CountBadge count={notifications.data.length} />}
        </CardTitle>
      </CardHeader>
      <AsyncContent result={notifications} loadingLabel="Načítám oznámení">
        {(items) =>
          items.length === 0 ? (
            <EmptyState
              icon={<BellOff size={32} aria-hidden />}
              title="Zatím nebylo odesláno žádné oznámení"
            />
          ) : (
            <StyledList aria-label="Odeslaná oznámení">
              {items.map((notification) => (
                <StyledItem key={notification.id}>
                  <StyledTime
                    dateTime={notification.createdAt}
                    title={formatDateTime(notification.createdAt)}
                  >
                    {formatDayMonthTime(notification.createdAt)}
                  </StyledTime>
                  <div>
                    <StyledTitle>{notification.title}</StyledTitle>
                    <StyledContent>{notification.content}</StyledContent>
                  </div>
                </StyledItem>
              ))}
            </StyledList>
          )
        }
      </AsyncContent>
    </Card>
  );
}

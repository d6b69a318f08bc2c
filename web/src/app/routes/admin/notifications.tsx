import styled from 'styled-components';
import { NotificationForm } from '@/features/notifications/components/notification-form';
import { NotificationList } from '@/features/notifications/components/notification-list';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export default function NotificationsRoute() {
  return (
    <StyledLayout>
      <NotificationForm />
      <NotificationList />
    </StyledLayout>
  );
}

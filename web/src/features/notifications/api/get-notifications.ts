import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return callApi('notificationList', { signal });
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) => getNotifications(signal),
  });
}

/** Sent notifications, newest first. */
export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

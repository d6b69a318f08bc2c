import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationCreateRequest } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function createNotification(body: NotificationCreateRequest) {
  return callApi('notificationCreate', { body });
}

/** Sends a notification; the list reloads instead of the whole page (the spec reloads the page). */
export function useCreateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}

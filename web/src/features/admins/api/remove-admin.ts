import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function removeAdmin(user: { id: number }) {
  return callApi('adminRemove', { body: { id_user: user.id } });
}

/** Returns an administrator to an ordinary customer. */
export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    // Also after a failure: a 404 or 409 usually means the list on screen was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}

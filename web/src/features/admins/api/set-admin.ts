import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function setAdmin(user: { id: number }) {
  return callApi('adminSet', { body: { id_user: user.id } });
}

/** Makes a user an administrator (a driver who becomes one leaves the drivers list). */
export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdmin,
    // Also after a failure: a 404 or 409 usually means the list on screen was out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users }),
        queryClient.invalidateQueries({ queryKey: queryKeys.drivers }),
      ]),
  });
}

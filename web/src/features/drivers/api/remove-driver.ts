import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function removeDriver(user: { id: number }) {
  return callApi('driverRemove', { body: { id_user: user.id } });
}

/** Returns a driver to an ordinary customer. */
export function useRemoveDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDriver,
    // Also after a failure: a 404 or 409 usually means the list on screen was out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.drivers }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function addDriver(user: { id: number }) {
  return callApi('driverAdd', { body: { id_user: user.id } });
}

/** Makes a user a driver: a new driver row and a new user status. */
export function useAddDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDriver,
    // Also after a failure: a 404 or 409 usually means the list on screen was out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.drivers }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users }),
      ]),
  });
}

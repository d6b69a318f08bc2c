import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function deleteUser(user: Pick<User, 'id'>) {
  return callApi('userDelete', { body: { id_user: user.id } });
}

/** Deletes a user; their driver row goes with them and their orders lose the customer's name. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // Also after a failure: a 404 or 409 usually means the list on screen was out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users }),
        queryClient.invalidateQueries({ queryKey: queryKeys.drivers }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
      ]),
  });
}

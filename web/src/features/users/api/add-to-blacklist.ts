import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BLACKLIST_DEFAULT_REASON, type User } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function addToBlacklist(user: Pick<User, 'phone'>) {
  return callApi('blacklistAdd', { body: { phone: user.phone, reasonText: BLACKLIST_DEFAULT_REASON } });
}

/** Blacklists by phone; a blacklisted driver stops being a driver, so both lists reload. */
export function useAddToBlacklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToBlacklist,
    // Also after a failure: a 404 or 409 usually means the list on screen was out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users }),
        queryClient.invalidateQueries({ queryKey: queryKeys.drivers }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BLACKLIST_DEFAULT_REASON, type User } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function removeFromBlacklist(user: Pick<User, 'phone'>) {
  return callApi('blacklistRemove', { body: { phone: user.phone, reasonText: BLACKLIST_DEFAULT_REASON } });
}

/** Returns a blacklisted user to an ordinary customer. */
export function useRemoveFromBlacklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromBlacklist,
    // Also after a failure: a 404 or 409 usually means the list on screen was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}

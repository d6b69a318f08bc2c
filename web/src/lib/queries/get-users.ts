import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return callApi('userList', { signal });
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.users, queryFn: ({ signal }) => getUsers(signal) });
}

/** Every user with status, ride count and credits (customers, drivers, admins, blacklisted). */
export function useUsers() {
  return useQuery(usersQueryOptions());
}

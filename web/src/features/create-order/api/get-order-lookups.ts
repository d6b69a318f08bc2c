import { useQuery } from '@tanstack/react-query';
import type { Driver, User, Vip } from '@taxi/contracts';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// The same query keys as the drivers, customers and VIP screens: one cache entry per list, and
// their mutations (and socket events) refresh what this form checks against. Features do not
// import each other, so the three reads are repeated here.

/** `GET /api/driver/`: the drivers for the Řidič select (called when the screen opens, spec §7). */
export function useDriverList() {
  return useQuery({
    queryKey: queryKeys.drivers,
    queryFn: ({ signal }): Promise<Driver[]> => callApi('driverList', { signal }),
  });
}

/** `GET /api/user/{token}`: every user, to warn about a blacklisted phone. */
export function useUserList() {
  return useQuery({
    queryKey: queryKeys.users,
    queryFn: ({ signal }): Promise<User[]> => callApi('userList', { signal }),
  });
}

/** `GET /api/vip`: the VIP codes, to apply a phone's discount. */
export function useVipList() {
  return useQuery({
    queryKey: queryKeys.vip,
    queryFn: ({ signal }): Promise<Vip[]> => callApi('vipList', { signal }),
  });
}

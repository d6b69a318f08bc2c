import { useMemo } from 'react';
import { useUsers } from '@/lib/queries/get-users';
import { useVips } from '@/lib/queries/get-vips';
import { findBlacklistedUser, findVip } from '@/features/create-order/utils/customer-lookup';

/** As the phone is typed: is it a blacklisted customer's, and does it have a VIP discount? */
export function useCustomerFlags(phone: string) {
  const users = useUsers();
  const vips = useVips();
  const blacklisted = useMemo(() => findBlacklistedUser(users.data ?? [], phone), [users.data, phone]);
  const vip = useMemo(() => findVip(vips.data ?? [], phone), [vips.data, phone]);
  return {
    blacklisted,
    vip,
    /** The checks cannot be made (a list failed to load): the dispatcher should know. */
    unavailable: Boolean(users.error ?? vips.error),
  };
}

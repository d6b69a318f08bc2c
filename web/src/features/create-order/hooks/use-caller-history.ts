import { useMemo } from 'react';
import { useOrders } from '@/lib/queries/get-orders';
import { useUsers } from '@/lib/queries/get-users';
import { callerHistory, indexOrdersByPhone } from '@/features/create-order/utils/caller-history';

/** As the phone is typed: the registered customer behind it and their recent places. */
export function useCallerHistory(phone: string) {
  const users = useUsers();
  const orders = useOrders();
  const byPhone = useMemo(() => indexOrdersByPhone(orders.data ?? []), [orders.data]);
  return useMemo(() => callerHistory(phone, users.data ?? [], byPhone), [phone, users.data, byPhone]);
}

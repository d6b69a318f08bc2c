import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddMonthlyItemRequest } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function addMonthlyItem(body: AddMonthlyItemRequest) {
  return callApi('monthlyAdd', { body });
}

/** Adds an item; the month's items and earnings reload (the spec reloads both). */
export function useAddMonthlyItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMonthlyItem,
    onSuccess: (_item, { month, year }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.monthlyItems({ month, year }) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.monthlyEarnings({ month, year }) }),
      ]),
  });
}

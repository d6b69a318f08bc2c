import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonthlyItem, MonthRequest } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type DeleteMonthlyItemVariables = { item: MonthlyItem; period: MonthRequest };

export function deleteMonthlyItem({ item }: DeleteMonthlyItemVariables) {
  return callApi('monthlyDelete', { body: { id: item.id } });
}

/** Deletes an item of the given month; that month's items and earnings reload. */
export function useDeleteMonthlyItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMonthlyItem,
    onSuccess: (_ack, { period }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.monthlyItems(period) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.monthlyEarnings(period) }),
      ]),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyItem, MonthRequest } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getMonthlyItems(period: MonthRequest, signal?: AbortSignal): Promise<MonthlyItem[]> {
  return callApi('monthlyList', { body: period, signal });
}

/** The month's extra items (costs negative, extra income positive), in the order they were added. */
export function monthlyItemsQueryOptions(period: MonthRequest) {
  return queryOptions({
    queryKey: queryKeys.monthlyItems(period),
    queryFn: ({ signal }) => getMonthlyItems(period, signal),
  });
}

export function useMonthlyItems(period: MonthRequest) {
  return useQuery(monthlyItemsQueryOptions(period));
}

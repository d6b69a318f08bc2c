import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthRequest } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getEarnings(period: MonthRequest, signal?: AbortSignal): Promise<number> {
  const { earnings } = await callApi('earnings', { body: period, signal });
  return earnings;
}

/** The month's earnings from done rides (Prague calendar month). */
export function earningsQueryOptions(period: MonthRequest) {
  return queryOptions({
    queryKey: queryKeys.monthlyEarnings(period),
    queryFn: ({ signal }) => getEarnings(period, signal),
  });
}

export function useEarnings(period: MonthRequest) {
  return useQuery(earningsQueryOptions(period));
}

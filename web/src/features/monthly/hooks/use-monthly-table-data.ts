import type { MonthlyItem, MonthRequest } from '@taxi/contracts';
import type { AsyncResult } from '@/components/ui/async-content';
import { useEarnings } from '@/features/monthly/api/get-earnings';
import { useMonthlyItems } from '@/features/monthly/api/get-monthly-items';

export type MonthlyTableData = { earnings: number; items: MonthlyItem[] };

/** The month's earnings and items as one result: shown when both are there, retried together. */
export function useMonthlyTableData(period: MonthRequest): AsyncResult<MonthlyTableData> {
  const earnings = useEarnings(period);
  const items = useMonthlyItems(period);
  return {
    data:
      earnings.data !== undefined && items.data !== undefined
        ? { earnings: earnings.data, items: items.data }
        : undefined,
    isPending: earnings.isPending || items.isPending,
    error: earnings.error ?? items.error,
    refetch: () => {
      void earnings.refetch();
      void items.refetch();
    },
  };
}

import { useQueries } from '@tanstack/react-query';
import { MONTHS } from '@taxi/contracts';
import { earningsQueryOptions } from '@/features/monthly/api/get-earnings';
import { monthlyItemsQueryOptions } from '@/features/monthly/api/get-monthly-items';
import { monthTotal } from '@/features/monthly/utils/monthly-math';

export type YearTotals = {
  /** Total of each month (index 0 = January); null while that month is loading or failed. */
  totals: (number | null)[];
  isPending: boolean;
  error: unknown;
  refetch: () => void;
};

const MONTH_NUMBERS = MONTHS.map((_, index) => index + 1);

/**
 * Earnings + items for each month of the year: 12 + 12 calls sharing the cache with the table
 * (the month on screen is fetched once).
 */
export function useYearTotals(year: number): YearTotals {
  const earnings = useQueries({
    queries: MONTH_NUMBERS.map((month) => earningsQueryOptions({ month, year })),
  });
  const items = useQueries({
    queries: MONTH_NUMBERS.map((month) => monthlyItemsQueryOptions({ month, year })),
  });
  const totals = MONTH_NUMBERS.map((_, index) => {
    const monthEarnings = earnings[index]?.data;
    const monthItems = items[index]?.data;
    return monthEarnings === undefined || monthItems === undefined
      ? null
      : monthTotal(monthEarnings, monthItems);
  });
  const all = [...earnings, ...items];
  return {
    totals,
    isPending: all.some((query) => query.isPending && !query.error),
    error: all.find((query) => query.error)?.error ?? null,
    refetch: () => {
      for (const query of all) {
        if (query.error) {
          void query.refetch();
        }
      }
    },
  };
}

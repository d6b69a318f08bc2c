import type { Place } from '@taxi/contracts';
import { useMemo } from 'react';
import { useRoute } from '@/features/create-order/api/get-route';
import { useTariff } from '@/features/create-order/api/get-tariff';
import { type OrderQuote, quoteOrder } from '@/features/create-order/utils/order-quote';

export type QuoteStatus = 'idle' | 'loading' | 'error' | 'no-people' | 'ready';

type Input = {
  pickup: Place | null;
  destination: Place | null;
  /** Null while the person count is not a whole number 1–8. */
  people: number | null;
  discountPercent: number | null;
};

/** Route and price for the chosen places; recomputed when persons or the VIP discount change. */
export function useOrderQuote({ pickup, destination, people, discountPercent }: Input) {
  const route = useRoute(pickup, destination);
  const tariff = useTariff();
  const bothChosen = pickup !== null && destination !== null;
  // The previous route is kept for the map while the new one loads, but never priced.
  const current = bothChosen && !route.isPlaceholderData ? route.data : undefined;

  const quote = useMemo<OrderQuote | null>(
    () =>
      current && tariff.data && pickup && destination && people !== null
        ? quoteOrder({
            route: current,
            originName: pickup.name,
            destinationName: destination.name,
            people,
            tariff: tariff.data,
            discountPercent,
          })
        : null,
    [current, tariff.data, pickup, destination, people, discountPercent],
  );

  const failed = bothChosen && ((!current && route.isError) || (!tariff.data && tariff.isError));
  const status: QuoteStatus = !bothChosen
    ? 'idle'
    : failed
      ? 'error'
      : !current || !tariff.data
        ? 'loading'
        : people === null
          ? 'no-people'
          : 'ready';

  return {
    status,
    quote,
    error: route.error ?? tariff.error,
    retry: () => {
      void (route.isError ? route.refetch() : tariff.refetch());
    },
    /** The line to draw: the current route, or the previous one while a new one loads. */
    path: bothChosen ? route.data?.path : undefined,
  };
}

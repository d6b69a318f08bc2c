import { applyVipDiscount, quoteRide, type RideQuote, type RouteResult, type Tariff } from '@taxi/contracts';

export type OrderQuote = RideQuote & {
  /** The tariff price before any VIP discount. */
  listPrice: number;
  /** The VIP discount in percent, when the customer's phone has a VIP code. */
  discountPercent: number | null;
};

export type OrderQuoteInput = {
  route: Pick<RouteResult, 'distanceMetres' | 'durationSeconds'>;
  originName: string;
  destinationName: string;
  people: number;
  tariff: Tariff;
  discountPercent: number | null;
};

/**
 * What the dispatcher sees and sends: km, minutes and the tariff price from contracts (the same
 * functions the gateway uses), then the VIP discount taken off that price in whole Kč.
 */
export function quoteOrder(input: OrderQuoteInput): OrderQuote {
  const ride = quoteRide(
    {
      distanceMetres: input.route.distanceMetres,
      durationSeconds: input.route.durationSeconds,
      originName: input.originName,
      destinationName: input.destinationName,
    },
    input.people,
    input.tariff,
  );
  const discounted =
    input.discountPercent === null ? ride.price : applyVipDiscount(ride.price, input.discountPercent);
  return { ...ride, price: discounted, listPrice: ride.price, discountPercent: input.discountPercent };
}

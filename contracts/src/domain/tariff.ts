import type { Tariff } from './tariff.schema';
import { includesFolded } from './text';

export const DEFAULT_TARIFF: Tariff = {
  localArea: 'Praha',
  localSmallGroupPrice: 50,
  localLargeGroupPrice: 60,
  localLargeGroupFrom: 5,
  baseFare: 40,
  perKmSmallGroup: 28,
  perKmLargeGroup: 33,
  largeGroupFrom: 4,
};

/** Metres to kilometres, rounded to one decimal. */
export function metresToKm(metres: number): number {
  return Math.round(metres / 100) / 10;
}

/** Seconds to whole minutes. */
export function secondsToMinutes(seconds: number): number {
  return Math.round(seconds / 60);
}

/** True when both place names contain the local area's name (case and diacritics ignored). */
export function isLocalTrip(
  originName: string,
  destinationName: string,
  tariff: Tariff = DEFAULT_TARIFF,
): boolean {
  return includesFolded(originName, tariff.localArea) && includesFolded(destinationName, tariff.localArea);
}

/** Price in whole Kč for `km` (already rounded) and `people` passengers. */
export function tariffPrice(
  { km, people, isLocal }: { km: number; people: number; isLocal: boolean },
  tariff: Tariff = DEFAULT_TARIFF,
): number {
  if (isLocal) {
    return people < tariff.localLargeGroupFrom ? tariff.localSmallGroupPrice : tariff.localLargeGroupPrice;
  }
  const perKm = people < tariff.largeGroupFrom ? tariff.perKmSmallGroup : tariff.perKmLargeGroup;
  return Math.round(tariff.baseFare + perKm * km);
}

export type RideQuote = { km: number; minutes: number; price: number; isLocal: boolean };

/** The whole quote a dispatcher sees once a route is known. */
export function quoteRide(
  route: { distanceMetres: number; durationSeconds: number; originName: string; destinationName: string },
  people: number,
  tariff: Tariff = DEFAULT_TARIFF,
): RideQuote {
  const km = metresToKm(route.distanceMetres);
  const isLocal = isLocalTrip(route.originName, route.destinationName, tariff);
  return {
    km,
    minutes: secondsToMinutes(route.durationSeconds),
    price: tariffPrice({ km, people, isLocal }, tariff),
    isLocal,
  };
}

/** A VIP discount in percent taken off the tariff price, rounded to whole Kč. */
export function applyVipDiscount(price: number, discountPercent: number): number {
  const percent = Math.min(100, Math.max(0, discountPercent));
  return Math.round((price * (100 - percent)) / 100);
}

import type { PlaceSuggestion, ResolvedPlace, RouteResult } from '@taxi/contracts';

export type GeoProviderName = RouteResult['provider'];

/** A search answers at most this many suggestions, whatever the provider returns. */
export const MAX_SUGGESTIONS = 8;

export type LatLng = { lat: number; lng: number };

/** A driving route: totals over all legs of the first route and a drawable `[lat, lng]` line. */
export type RouteEstimate = Omit<RouteResult, 'provider'>;

/** How long one origin drives to the destination; null where the service found no route. */
export type TravelTime = { durationSeconds: number; distanceMetres: number } | null;

/** Origins one travel-time call may hold (the routing services' own matrix limits are far above). */
export const MAX_ORIGINS = 25;

/**
 * A place-search and routing service. The geo service depends on this; `geo.module.ts` picks the
 * adapter from `GEO_PROVIDER`. Adapters reject with a `GeoError` (see `geo.errors.ts`) and never
 * let a raw transport error, a URL or a key escape.
 */
export abstract class GeoProvider {
  /** Which provider answers; the SPA shows its attribution. */
  abstract readonly name: GeoProviderName;

  /** Places in the Czech Republic matching `query`, best first, in Czech. */
  abstract searchPlaces(query: string, session?: string): Promise<PlaceSuggestion[]>;

  /** Coordinates and formatted address of a suggestion's `id`; `not-found` for an unknown id. */
  abstract resolvePlace(id: string, session?: string): Promise<ResolvedPlace>;

  /** A driving route from `from` to `to`; `no-route` when the service finds none. */
  abstract route(from: LatLng, to: LatLng): Promise<RouteEstimate>;

  /**
   * Driving times from each origin (at most `MAX_ORIGINS`) to one destination, in ONE request to the
   * service (its matrix), in the origins' order.
   */
  abstract travelTimes(origins: readonly LatLng[], destination: LatLng): Promise<TravelTime[]>;

  /** Releases connections at shutdown. */
  abstract close(): void;
}

import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import {
  type MapConfig,
  type PlaceSearchQuery,
  type PlaceSearchResult,
  PlaceSuggestionSchema,
  type ResolvedPlace,
  ResolvedPlaceSchema,
  type RouteQuery,
  type RouteResult,
  RouteResultSchema,
} from '@taxi/contracts';
import { z } from 'zod';
import { Metrics } from '@/common/metrics/metrics';
import { AppConfig } from '@/config/app-config';
import { GeoError } from './geo.errors';
import { GeoProvider, type LatLng, MAX_ORIGINS, MAX_SUGGESTIONS, type TravelTime } from './geo.port';
import { TtlCache } from './ttl-cache';

const CACHE_MAX_ENTRIES = 500;
type GeoOperation = 'search' | 'resolve' | 'route' | 'matrix';
const TravelTimesSchema = z.array(
  z
    .object({ durationSeconds: z.number().nonnegative(), distanceMetres: z.number().nonnegative() })
    .nullable(),
);
const SuggestionsSchema = z.array(PlaceSuggestionSchema);
const RouteEstimateSchema = RouteResultSchema.omit({ provider: true });

/**
 * Place search and routing for the create-order screen, whichever provider is configured. Answers
 * are cached briefly (identical concurrent calls share one request) and checked against the
 * contracts before they leave; provider failures are logged here without URLs or keys.
 */
@Injectable()
export class GeoService implements OnApplicationShutdown {
  private readonly logger = new Logger('GeoService');
  private readonly cache: TtlCache<unknown>;
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly provider: GeoProvider,
    private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    this.cache = new TtlCache(config.geo.cacheTtlMs, CACHE_MAX_ENTRIES);
  }

  async searchPlaces({ q, session }: PlaceSearchQuery): Promise<PlaceSearchResult> {
    const query = q.replace(/\s+/g, ' ');
    const suggestions = await this.cached(
      'search',
      `places:${query.toLocaleLowerCase('cs')}`,
      SuggestionsSchema,
      () => this.provider.searchPlaces(query, session),
    );
    return { provider: this.provider.name, suggestions: suggestions.slice(0, MAX_SUGGESTIONS) };
  }

  resolvePlace(id: string, session?: string): Promise<ResolvedPlace> {
    return this.cached('resolve', `place:${id}`, ResolvedPlaceSchema, () =>
      this.provider.resolvePlace(id, session),
    );
  }

  async route({ from, to }: RouteQuery): Promise<RouteResult> {
    const key = (at: { lat: number; lng: number }) => `${at.lat.toFixed(5)},${at.lng.toFixed(5)}`;
    const route = await this.cached('route', `route:${key(from)};${key(to)}`, RouteEstimateSchema, () =>
      this.provider.route(from, to),
    );
    return { ...route, provider: this.provider.name };
  }

  /**
   * Driving times from each origin to one destination: one call to the provider for all of them,
   * reused while the same cars stand at the same places (positions rounded to about 10 m).
   */
  travelTimes(origins: readonly LatLng[], destination: LatLng): Promise<TravelTime[]> {
    const key = (at: LatLng) => `${at.lat.toFixed(4)},${at.lng.toFixed(4)}`;
    return this.cached(
      'matrix',
      `times:${key(destination)}:${origins.map(key).join(';')}`,
      TravelTimesSchema,
      () => this.provider.travelTimes(origins.slice(0, MAX_ORIGINS), destination),
    );
  }

  get providerName(): string {
    return this.provider.name;
  }

  mapConfig(): MapConfig {
    const { provider, tileUrl, tileAttribution } = this.config.geo;
    const browserKey = provider.name === 'google' ? provider.browserKey : undefined;
    return {
      provider: provider.name,
      tileUrl,
      tileAttribution,
      ...(browserKey ? { googleBrowserKey: browserKey } : {}),
    };
  }

  onApplicationShutdown(): void {
    this.provider.close();
  }

  private async cached<T extends z.ZodType>(
    operation: GeoOperation,
    key: string,
    schema: T,
    load: () => Promise<unknown>,
  ): Promise<z.infer<T>> {
    const hit = this.cache.get(key);
    if (hit !== undefined) {
      return hit as z.infer<T>;
    }
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.load(operation, schema, load).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const value = (await pending) as z.infer<T>;
    this.cache.set(key, value);
    return value;
  }

  /** One provider call (a cache miss), counted by operation and outcome. */
  private async load<T extends z.ZodType>(
    operation: GeoOperation,
    schema: T,
    load: () => Promise<unknown>,
  ): Promise<z.infer<T>> {
    let value: unknown;
    try {
      value = await load();
    } catch (error) {
      const failure = this.failure(error);
      this.metrics.geoCall(operation, failure.failure);
      throw failure;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      this.metrics.geoCall(operation, 'bad-response');
      throw this.failure(new GeoError('bad-response', `${this.provider.name}: result outside the contract`));
    }
    this.metrics.geoCall(operation, 'ok');
    return parsed.data;
  }

  private failure(error: unknown): GeoError {
    const geoError =
      error instanceof GeoError
        ? error
        : // An unexpected error's message could quote a URL, so only its class is kept.
          new GeoError(
            'unavailable',
            `${this.provider.name}: unexpected ${error instanceof Error ? error.name : typeof error}`,
          );
    if (geoError.status >= 500) {
      this.logger.warn(`Map service failure (${geoError.failure}): ${geoError.detail}`);
    }
    return geoError;
  }
}

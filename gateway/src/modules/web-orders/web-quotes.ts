import { Injectable } from '@nestjs/common';
import {
  type PlaceSearchQuery,
  type PlaceSearchResult,
  quoteRide,
  type RideTime,
  type WebQuote,
  type WebQuoteRequest,
} from '@taxi/contracts';
import { Metrics } from '@/common/metrics/metrics';
import { clientKey } from '@/common/net/client-key';
import { admitAll } from '@/common/rate-limit/admission';
import { WindowLimit } from '@/common/rate-limit/window-limit';
import { AppConfig } from '@/config/app-config';
import { GeoError } from '@/modules/geo/geo.errors';
import { GeoService } from '@/modules/geo/geo.service';
import { LimiterStore } from '@/shared-state/limiter-store';
import { type ServedPlace, ServedPlaces } from './served-places';
import { SignedTokens } from './signed-tokens';
import { webOrderRefusal } from './web-order-refusal';

/** How long a quoted price holds: time to fill in a name and a phone. */
const QUOTE_VALID_MS = 20 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A priced ride as the gateway fixed it: what the order is created with, exactly. */
export type QuotedRide = {
  from: { name: string; lat: number; lng: number };
  to: { name: string; lat: number; lng: number };
  distanceKm: number;
  durationMin: number;
  price: number;
  people: number;
  when: RideTime;
  validUntil: number;
};

/**
 * Place search and pricing for the public order form, with the admin's search and tariff. Each
 * search and each route is taken from a per-client limit and from a daily cap for the whole site
 * before the maps service is asked (a script cannot run up its bill); a quote prices only places
 * the search offered, and is signed so the order carries exactly its price.
 */
@Injectable()
export class WebQuotes {
  private readonly perClient: WindowLimit;
  private readonly searchesToday: WindowLimit;
  private readonly routesToday: WindowLimit;
  private readonly tokens: SignedTokens;

  constructor(
    private readonly geo: GeoService,
    private readonly places: ServedPlaces,
    private readonly config: AppConfig,
    private readonly metrics: Metrics,
    store: LimiterStore,
  ) {
    const web = config.webOrders;
    this.perClient = new WindowLimit(store, 'web:search-client', web.searchPerClientMinute, 60_000);
    this.searchesToday = new WindowLimit(store, 'web:searches-day', web.searchDailyCap, DAY_MS);
    this.routesToday = new WindowLimit(store, 'web:routes-day', web.routeDailyCap, DAY_MS);
    this.tokens = new SignedTokens(web.linkKey);
  }

  async search(query: PlaceSearchQuery, client: string): Promise<PlaceSearchResult> {
    await this.admit([() => this.perClient.take(clientKey(client)), () => this.searchesToday.take('site')]);
    const result = await this.geo.searchPlaces(query);
    await this.places.remember(result.suggestions);
    return result;
  }

  async quote(request: WebQuoteRequest, client: string, now: Date): Promise<WebQuote> {
    const [from, to] = await Promise.all([this.located(request.from), this.located(request.to)]);
    await this.admit([() => this.perClient.take(clientKey(client)), () => this.routesToday.take('site')]);
    let route;
    try {
      route = await this.geo.route({ from, to });
    } catch (error) {
      if (error instanceof GeoError && (error.failure === 'no-route' || error.failure === 'not-found')) {
        throw webOrderRefusal('route-unavailable');
      }
      throw error;
    }
    const priced = quoteRide(
      {
        distanceMetres: route.distanceMetres,
        durationSeconds: route.durationSeconds,
        originName: from.name,
        destinationName: to.name,
      },
      request.people,
      this.config.tariff,
    );
    const ride: QuotedRide = {
      from,
      to,
      distanceKm: priced.km,
      durationMin: priced.minutes,
      price: priced.price,
      people: request.people,
      when: request.when,
      validUntil: now.getTime() + QUOTE_VALID_MS,
    };
    return {
      quoteToken: this.tokens.sign('quote', [JSON.stringify(ride)]),
      from: from.name,
      to: to.name,
      distanceKm: ride.distanceKm,
      durationMin: ride.durationMin,
      price: ride.price,
      people: ride.people,
      when: ride.when,
      validUntil: new Date(ride.validUntil).toISOString(),
    };
  }

  /** The ride of a genuine quote that still holds, or null. */
  ride(quoteToken: string, now: Date): QuotedRide | null {
    const [json] = this.tokens.verify('quote', quoteToken, 1) ?? [];
    if (json === undefined) {
      return null;
    }
    const ride = JSON.parse(json) as QuotedRide;
    return ride.validUntil >= now.getTime() ? ride : null;
  }

  private async located(id: string): Promise<{ name: string; lat: number; lng: number }> {
    const place: ServedPlace | null = await this.places.find(id);
    if (!place) {
      throw webOrderRefusal('place-unknown');
    }
    if (place.lat !== undefined && place.lng !== undefined) {
      return { name: place.name, lat: place.lat, lng: place.lng };
    }
    const resolved = await this.geo.resolvePlace(id);
    return { name: place.name, lat: resolved.lat, lng: resolved.lng };
  }

  private async admit(takes: Parameters<typeof admitAll>[0]): Promise<void> {
    const admission = await admitAll(takes);
    if (!admission.admitted) {
      this.metrics.limitRefused('web-search');
      throw webOrderRefusal('limited', { 'Retry-After': String(Math.ceil(admission.retryAfterMs / 1000)) });
    }
    // A search or a route asked counts whatever it answers.
    await admission.reservation.keep();
  }
}

import { MAP_CENTER, type PlaceSuggestion, type ResolvedPlace } from '@taxi/contracts';
import { GeoError } from '@/modules/geo/geo.errors';
import type { OutboundHttp } from '@/common/net/outbound-http';
import type { ServiceAnswer } from '@/common/net/service-answer';
import { mapsHttp, parseAnswer, urlRequest } from '@/modules/geo/maps-policy';
import { GeoProvider, type LatLng, type RouteEstimate, type TravelTime } from '@/modules/geo/geo.port';
import { toResolvedPlace, toRouteEstimate, toSuggestions, toTravelTimes } from './google.mapping';
import {
  GoogleAutocompleteResponseSchema,
  GoogleComputeRoutesSchema,
  GoogleRouteMatrixSchema,
  GooglePlaceDetailsSchema,
} from './google.schema';

export type GoogleGeoOptions = {
  serverKey: string;
  placesBaseUrl: string;
  routesBaseUrl: string;
  timeoutMs: number;
};

const AUTOCOMPLETE_FIELDS = [
  'suggestions.placePrediction.placeId',
  'suggestions.placePrediction.text.text',
  'suggestions.placePrediction.structuredFormat',
].join(',');
const DETAILS_FIELDS = 'location,formattedAddress,displayName';
const ROUTES_FIELDS = 'routes.legs.duration,routes.legs.distanceMeters,routes.polyline.encodedPolyline';
const MATRIX_FIELDS = 'originIndex,destinationIndex,duration,distanceMeters,condition';
/** Prefer places around the home town (a bias, not a limit). */
const BIAS_RADIUS_M = 50_000;
const GOOGLE_PLACE_ID = /^[A-Za-z0-9_-]+$/;

/**
 * Google Places API (New) for search and place details, Routes API for driving routes. The server
 * key travels only in the `X-Goog-Api-Key` header, never in a URL.
 */
export class GoogleGeoProvider extends GeoProvider {
  readonly name = 'google' as const;
  private readonly places: OutboundHttp;
  private readonly routes: OutboundHttp;

  constructor(private readonly options: GoogleGeoOptions) {
    super();
    this.places = mapsHttp('Google Places', options.timeoutMs);
    this.routes = mapsHttp('Google Routes', options.timeoutMs);
  }

  async searchPlaces(query: string, session?: string): Promise<PlaceSuggestion[]> {
    const response = await this.places.call(
      urlRequest('POST', new URL(`${this.options.placesBaseUrl}/v1/places:autocomplete`), {
        headers: this.headers(AUTOCOMPLETE_FIELDS),
        body: {
          input: query,
          languageCode: 'cs',
          regionCode: 'cz',
          includedRegionCodes: ['cz'],
          locationBias: {
            circle: {
              center: { latitude: MAP_CENTER.lat, longitude: MAP_CENTER.lng },
              radius: BIAS_RADIUS_M,
            },
          },
          ...(session ? { sessionToken: session } : {}),
        },
      }),
    );
    return toSuggestions(
      parseAnswer('Google Places', GoogleAutocompleteResponseSchema, this.success(response)),
    );
  }

  async resolvePlace(id: string, session?: string): Promise<ResolvedPlace> {
    // Ids of other providers (e.g. "memory:…") cannot be Google place ids: no paid call for them.
    if (!GOOGLE_PLACE_ID.test(id)) {
      throw new GeoError('not-found', 'Google Places: not a Google place id');
    }
    const url = new URL(`${this.options.placesBaseUrl}/v1/places/${encodeURIComponent(id)}`);
    url.searchParams.set('languageCode', 'cs');
    url.searchParams.set('regionCode', 'cz');
    if (session) {
      url.searchParams.set('sessionToken', session);
    }
    const response = await this.places.call(
      urlRequest('GET', url, { headers: this.headers(DETAILS_FIELDS) }),
    );
    // An unknown or malformed id: 404 NOT_FOUND or 400 INVALID_ARGUMENT.
    if (response.status === 404 || response.status === 400) {
      throw new GeoError('not-found', `Google Places: HTTP ${response.status} for a place id`);
    }
    const place = toResolvedPlace(
      parseAnswer('Google Places', GooglePlaceDetailsSchema, this.success(response)),
    );
    if (!place) {
      throw new GeoError('bad-response', 'Google Places: place without address or name');
    }
    return place;
  }

  async route(from: LatLng, to: LatLng): Promise<RouteEstimate> {
    const waypoint = (point: LatLng) => ({
      location: { latLng: { latitude: point.lat, longitude: point.lng } },
    });
    const response = await this.routes.call(
      urlRequest('POST', new URL(`${this.options.routesBaseUrl}/directions/v2:computeRoutes`), {
        headers: this.headers(ROUTES_FIELDS),
        body: {
          origin: waypoint(from),
          destination: waypoint(to),
          travelMode: 'DRIVE',
          routingPreference: 'TRAFFIC_UNAWARE',
          computeAlternativeRoutes: false,
          polylineEncoding: 'ENCODED_POLYLINE',
          languageCode: 'cs',
          regionCode: 'cz',
          units: 'METRIC',
        },
      }),
    );
    const body = parseAnswer('Google Routes', GoogleComputeRoutesSchema, this.success(response));
    let estimate: RouteEstimate | undefined;
    try {
      estimate = toRouteEstimate(body, from, to);
    } catch {
      throw new GeoError('bad-response', 'Google Routes: malformed polyline');
    }
    if (!estimate) {
      throw new GeoError('no-route', 'Google Routes: no route');
    }
    return estimate;
  }

  /** One `computeRouteMatrix` request: every origin to the one destination. */
  async travelTimes(origins: readonly LatLng[], destination: LatLng): Promise<TravelTime[]> {
    if (origins.length === 0) {
      return [];
    }
    const waypoint = (point: LatLng) => ({
      waypoint: { location: { latLng: { latitude: point.lat, longitude: point.lng } } },
    });
    const response = await this.routes.call(
      urlRequest('POST', new URL(`${this.options.routesBaseUrl}/distanceMatrix/v2:computeRouteMatrix`), {
        headers: this.headers(MATRIX_FIELDS),
        body: {
          origins: origins.map(waypoint),
          destinations: [waypoint(destination)],
          travelMode: 'DRIVE',
          routingPreference: 'TRAFFIC_UNAWARE',
        },
      }),
    );
    const elements = parseAnswer('Google Routes', GoogleRouteMatrixSchema, this.success(response));
    return toTravelTimes(elements, origins.length);
  }

  close(): void {
    this.places.close();
    this.routes.close();
  }

  private headers(fieldMask: string): Record<string, string> {
    return { 'X-Goog-Api-Key': this.options.serverKey, 'X-Goog-FieldMask': fieldMask };
  }

  /** A refusal (bad key, quota, bad request) is our configuration's problem: the service is unavailable. */
  private success(response: ServiceAnswer): unknown {
    if (response.status >= 400) {
      throw new GeoError('unavailable', `Google: HTTP ${response.status}`);
    }
    return response.body;
  }
}

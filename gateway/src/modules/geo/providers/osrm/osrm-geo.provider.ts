import { MAP_CENTER, type PlaceSuggestion, type ResolvedPlace } from '@taxi/contracts';
import { GeoError } from '@/modules/geo/geo.errors';
import type { OutboundHttp } from '@/common/net/outbound-http';
import { mapsHttp, parseAnswer, urlRequest } from '@/modules/geo/maps-policy';
import { GeoProvider, type LatLng, type RouteEstimate, type TravelTime } from '@/modules/geo/geo.port';
import { CZECHIA_BBOX, osrmTableToTimes, osrmToRoute, photonToSuggestions } from './osrm.mapping';
import { OsrmRouteResponseSchema, OsrmTableResponseSchema, PhotonResponseSchema } from './osrm.schema';
import { decodePlaceId } from './place-id';

export type OsrmGeoOptions = { osrmUrl: string; photonUrl: string; timeoutMs: number };

/** More than shown: features outside Czechia are dropped afterwards. */
const PHOTON_LIMIT = 15;
/** OSRM's answer codes for points it cannot route between (not a service failure). */
const NO_ROUTE_CODES = new Set(['NoRoute', 'NoSegment']);

/**
 * Self-hosted services: Photon (OpenStreetMap search-as-you-type) for places and OSRM for driving
 * routes. Suggestion ids carry their coordinates and name, so resolving one needs no call.
 */
export class OsrmGeoProvider extends GeoProvider {
  readonly name = 'osrm' as const;
  private readonly photon: OutboundHttp;
  private readonly osrm: OutboundHttp;

  constructor(private readonly options: OsrmGeoOptions) {
    super();
    this.photon = mapsHttp('Photon', options.timeoutMs);
    this.osrm = mapsHttp('OSRM', options.timeoutMs);
  }

  async searchPlaces(query: string): Promise<PlaceSuggestion[]> {
    const url = new URL(`${this.options.photonUrl}/api`);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', String(PHOTON_LIMIT));
    url.searchParams.set('lat', String(MAP_CENTER.lat));
    url.searchParams.set('lon', String(MAP_CENTER.lng));
    url.searchParams.set('bbox', CZECHIA_BBOX.join(','));
    // Photon has no Czech `lang`; without one it uses Accept-Language and falls back to the local
    // (OpenStreetMap `name`) spelling, which is Czech here.
    const response = await this.photon.call(urlRequest('GET', url, { headers: { 'accept-language': 'cs' } }));
    if (response.status >= 400) {
      throw new GeoError('unavailable', `Photon: HTTP ${response.status}`);
    }
    return photonToSuggestions(parseAnswer('Photon', PhotonResponseSchema, response.body));
  }

  resolvePlace(id: string): Promise<ResolvedPlace> {
    const place = decodePlaceId(id);
    return place
      ? Promise.resolve(place)
      : Promise.reject(new GeoError('not-found', 'osrm: not a coordinate place id'));
  }

  async route(from: LatLng, to: LatLng): Promise<RouteEstimate> {
    const point = (at: LatLng) => `${at.lng.toFixed(6)},${at.lat.toFixed(6)}`;
    const url = new URL(`${this.options.osrmUrl}/route/v1/driving/${point(from)};${point(to)}`);
    url.searchParams.set('overview', 'full');
    url.searchParams.set('geometries', 'geojson');
    url.searchParams.set('alternatives', 'false');
    url.searchParams.set('steps', 'false');
    const response = await this.osrm.call(urlRequest('GET', url));
    const body = parseAnswer('OSRM', OsrmRouteResponseSchema, response.body);
    if (NO_ROUTE_CODES.has(body.code)) {
      throw new GeoError('no-route', `OSRM: ${body.code}`);
    }
    if (response.status >= 400 || body.code !== 'Ok') {
      throw new GeoError('unavailable', `OSRM: HTTP ${response.status} ${body.code.slice(0, 40)}`);
    }
    const estimate = osrmToRoute(body);
    if (!estimate) {
      throw new GeoError('no-route', 'OSRM: no route');
    }
    return estimate;
  }

  /** One `/table` request: every origin a source, the pickup the one destination. */
  async travelTimes(origins: readonly LatLng[], destination: LatLng): Promise<TravelTime[]> {
    if (origins.length === 0) {
      return [];
    }
    const point = (at: LatLng) => `${at.lng.toFixed(6)},${at.lat.toFixed(6)}`;
    const url = new URL(
      `${this.options.osrmUrl}/table/v1/driving/${[...origins, destination].map(point).join(';')}`,
    );
    url.searchParams.set('sources', origins.map((_origin, index) => index).join(';'));
    url.searchParams.set('destinations', String(origins.length));
    url.searchParams.set('annotations', 'duration,distance');
    const response = await this.osrm.call(urlRequest('GET', url));
    const body = parseAnswer('OSRM', OsrmTableResponseSchema, response.body);
    if (response.status >= 400 || body.code !== 'Ok') {
      throw new GeoError('unavailable', `OSRM table: HTTP ${response.status} ${body.code.slice(0, 40)}`);
    }
    return osrmTableToTimes(body, origins.length);
  }

  close(): void {
    this.photon.close();
    this.osrm.close();
  }
}

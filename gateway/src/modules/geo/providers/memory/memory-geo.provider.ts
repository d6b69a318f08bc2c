import type { PlaceSuggestion, ResolvedPlace } from '@taxi/contracts';
import { GeoError } from '../../geo.errors';
import { GeoProvider, type LatLng, type RouteEstimate } from '../../geo.port';
import { findPlace, searchGazetteer, toSuggestion } from './gazetteer';
import { estimateRoute } from './route-estimate';

/** Offline: a bundled gazetteer (the Ústí region, large Czech towns, Litoměřice streets) and estimates. */
export class MemoryGeoProvider extends GeoProvider {
  readonly name = 'memory' as const;

  searchPlaces(query: string): Promise<PlaceSuggestion[]> {
    return Promise.resolve(searchGazetteer(query).map(toSuggestion));
  }

  resolvePlace(id: string): Promise<ResolvedPlace> {
    const place = findPlace(id);
    if (!place) {
      return Promise.reject(new GeoError('not-found', `memory: unknown place id`));
    }
    return Promise.resolve({ lat: place.lat, lng: place.lng, name: place.name });
  }

  route(from: LatLng, to: LatLng): Promise<RouteEstimate> {
    return Promise.resolve(estimateRoute(from, to));
  }

  close(): void {}
}

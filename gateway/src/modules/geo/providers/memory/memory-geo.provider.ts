import type { PlaceSuggestion, ResolvedPlace } from '@taxi/contracts';
import { GeoError } from '@/modules/geo/geo.errors';
import {
  GeoProvider,
  type LatLng,
  MAX_SUGGESTIONS,
  type RouteEstimate,
  type TravelTime,
} from '@/modules/geo/geo.port';
import {
  insertHouseNumber,
  parseHouseNumberId,
  splitHouseNumber,
  withHouseNumber,
} from '@/modules/geo/house-number';
import { findPlace, searchGazetteer, toSuggestion } from './gazetteer';
import { haversineMetres } from '@/geography';
import { drivingSeconds, estimateRoute, roadDistanceMetres } from './route-estimate';

/**
 * Suggestions for what was typed. Text ending in a house number ("Mírové náměstí 15") also offers
 * the streets with that number kept; places that match the whole text ("Anděl Praha 5") come first
 * unless a numbered street is in the home town.
 */
export function searchWithHouseNumber(query: string): PlaceSuggestion[] {
  const direct = searchGazetteer(query);
  const address = splitHouseNumber(query);
  if (!address) {
    return direct.map(toSuggestion);
  }
  const numbered = searchGazetteer(address.place);
  const candidates = [
    ...direct.map((place) => ({ place, suggestion: toSuggestion(place), rank: 1 })),
    ...numbered.map((place) => ({
      place,
      suggestion: withHouseNumber(toSuggestion(place), address.houseNumber),
      rank: 2,
    })),
  ].sort((a, b) => Number(b.place.home) - Number(a.place.home) || a.rank - b.rank);
  const byId = new Map<string, PlaceSuggestion>();
  for (const { suggestion } of candidates) {
    if (!byId.has(suggestion.id)) {
      byId.set(suggestion.id, suggestion);
    }
  }
  return [...byId.values()].slice(0, MAX_SUGGESTIONS);
}

/** Offline: a bundled gazetteer (the Ústí region, large Czech towns, Litoměřice streets) and estimates. */
export class MemoryGeoProvider extends GeoProvider {
  readonly name = 'memory' as const;

  searchPlaces(query: string): Promise<PlaceSuggestion[]> {
    return Promise.resolve(searchWithHouseNumber(query));
  }

  resolvePlace(id: string): Promise<ResolvedPlace> {
    const address = parseHouseNumberId(id);
    const place = findPlace(address.id);
    if (!place) {
      return Promise.reject(new GeoError('not-found', `memory: unknown place id`));
    }
    const name = address.houseNumber
      ? insertHouseNumber(place.name, place.label, address.houseNumber)
      : place.name;
    return Promise.resolve({ lat: place.lat, lng: place.lng, name });
  }

  route(from: LatLng, to: LatLng): Promise<RouteEstimate> {
    return Promise.resolve(estimateRoute(from, to));
  }

  /** The same estimate as `route`, for each origin: offline, so every car has a time. */
  travelTimes(origins: readonly LatLng[], destination: LatLng): Promise<TravelTime[]> {
    return Promise.resolve(
      origins.map((origin) => {
        const distanceMetres = roadDistanceMetres(haversineMetres(origin, destination));
        return { distanceMetres, durationSeconds: drivingSeconds(distanceMetres) };
      }),
    );
  }

  close(): void {}
}

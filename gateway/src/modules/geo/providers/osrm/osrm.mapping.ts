import type { PlaceSuggestion } from '@taxi/contracts';
import type { RouteEstimate, TravelTime } from '@/modules/geo/geo.port';
import type { OsrmRouteResponse, OsrmTableResponse, PhotonResponse } from './osrm.schema';
import { encodePlaceId } from './place-id';

/** Czechia's bounding box (`minLng,minLat,maxLng,maxLat`), as Photon's `bbox` parameter expects. */
export const CZECHIA_BBOX = [12.09, 48.55, 18.87, 51.06] as const;

const inCzechia = (lat: number, lng: number) =>
  lng >= CZECHIA_BBOX[0] && lat >= CZECHIA_BBOX[1] && lng <= CZECHIA_BBOX[2] && lat <= CZECHIA_BBOX[3];

const joinDistinct = (parts: ReadonlyArray<string | undefined>, exclude?: string) => {
  const seen = new Set<string>(exclude ? [exclude] : []);
  const kept: string[] = [];
  for (const part of parts) {
    if (part && !seen.has(part)) {
      seen.add(part);
      kept.push(part);
    }
  }
  return kept.join(', ');
};

/**
 * Photon features in the Czech Republic as suggestions: the name (or street and number) on the first
 * line, town and region on the second, and "label, street, postcode town" as the place name.
 */
export function photonToSuggestions(response: PhotonResponse): PlaceSuggestion[] {
  const suggestions: PlaceSuggestion[] = [];
  const names = new Set<string>();
  for (const feature of response.features) {
    const p = feature.properties;
    const [lng = NaN, lat = NaN] = feature.geometry.coordinates;
    if (p.countrycode?.toUpperCase() !== 'CZ' || !inCzechia(lat, lng)) {
      continue;
    }
    const streetLine = p.street ? [p.street, p.housenumber].filter(Boolean).join(' ') : undefined;
    const town = p.city ?? p.locality;
    const label = p.name ?? streetLine ?? town;
    if (!label) {
      continue;
    }
    const townPart = town && town !== label ? [p.postcode, town].filter(Boolean).join(' ') : undefined;
    const name = joinDistinct([label, streetLine, townPart ?? (town ? undefined : p.county)]);
    if (names.has(name)) {
      continue;
    }
    names.add(name);
    suggestions.push({
      id: encodePlaceId({ lat, lng, name }),
      label,
      secondary: joinDistinct(
        [p.name ? streetLine : undefined, town, town ? undefined : p.county, p.state],
        label,
      ),
      name,
      lat,
      lng,
    });
  }
  return suggestions;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Sums every leg of the first route; its GeoJSON line is `[lng, lat]`, the contract's `[lat, lng]`. */
export function osrmToRoute(response: OsrmRouteResponse): RouteEstimate | undefined {
  const route = response.routes?.[0];
  if (!route) {
    return undefined;
  }
  return {
    distanceMetres: Math.round(route.legs.reduce((sum, leg) => sum + leg.distance, 0)),
    durationSeconds: Math.round(route.legs.reduce((sum, leg) => sum + leg.duration, 0)),
    path: route.geometry.coordinates.map(([lng = 0, lat = 0]): [number, number] => [
      round6(lat),
      round6(lng),
    ]),
  };
}

/** A `/table` answer with the pickup as its one destination: each source's row, null without a route. */
export function osrmTableToTimes(table: OsrmTableResponse, origins: number): TravelTime[] {
  return Array.from({ length: origins }, (_unused, index) => {
    const durationSeconds = table.durations?.[index]?.[0];
    const distanceMetres = table.distances?.[index]?.[0];
    return typeof durationSeconds === 'number'
      ? { durationSeconds, distanceMetres: typeof distanceMetres === 'number' ? distanceMetres : 0 }
      : null;
  });
}

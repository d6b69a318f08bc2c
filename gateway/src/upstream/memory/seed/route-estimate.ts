import type { SeedPlace } from './places';

const EARTH_RADIUS_METRES = 6_371_000;
// Roads are longer than the straight line between two points.
const ROAD_FACTOR = 1.3;
const TOWN_SPEED_KMH = 40;
const OPEN_ROAD_SPEED_KMH = 65;

export type RouteEstimate = {
  distanceMetres: number;
  durationSeconds: number;
  originName: string;
  destinationName: string;
};

/** Great-circle distance in metres. */
export function haversineMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.sqrt(h));
}

/** What a directions service would roughly answer for a drive between two seed places. */
export function estimateRoute(origin: SeedPlace, destination: SeedPlace): RouteEstimate {
  const distanceMetres = Math.round(haversineMetres(origin, destination) * ROAD_FACTOR);
  const speedKmh = origin.town === destination.town ? TOWN_SPEED_KMH : OPEN_ROAD_SPEED_KMH;
  return {
    distanceMetres,
    durationSeconds: Math.round((distanceMetres / 1000 / speedKmh) * 3600),
    originName: origin.name,
    destinationName: destination.name,
  };
}

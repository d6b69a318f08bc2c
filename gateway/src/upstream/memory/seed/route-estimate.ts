import { haversineMetres } from '@/geography';
import type { SeedPlace } from './places';

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

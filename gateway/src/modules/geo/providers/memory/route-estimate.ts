import { haversineMetres } from '@/geography';
import type { LatLng, RouteEstimate } from '@/modules/geo/geo.port';

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Roads wind more over short distances: ×1.3 up to 5 km as the crow flies, ×1.2 from 30 km, a
 * linear blend between (the product stays increasing, so a farther place is never "closer").
 */
export function roadDistanceMetres(crowMetres: number): number {
  const km = crowMetres / 1000;
  const factor = km <= 5 ? 1.3 : km >= 30 ? 1.2 : 1.3 - (0.1 * (km - 5)) / 25;
  return crowMetres * factor;
}

/** Speed bands like a tax table: the first 5 km at 30 km/h (town), up to 30 km at 50, beyond at 75. */
const SPEED_BANDS: ReadonlyArray<{ uptoKm: number; kmh: number }> = [
  { uptoKm: 5, kmh: 30 },
  { uptoKm: 30, kmh: 50 },
  { uptoKm: Infinity, kmh: 75 },
];

export function drivingSeconds(roadMetres: number): number {
  let remainingKm = roadMetres / 1000;
  let fromKm = 0;
  let hours = 0;
  for (const band of SPEED_BANDS) {
    const km = Math.min(remainingKm, band.uptoKm - fromKm);
    hours += km / band.kmh;
    remainingKm -= km;
    fromKm = band.uptoKm;
    if (remainingKm <= 0) {
      break;
    }
  }
  return hours * 3600;
}

/**
 * A drawable line from `from` to `to`: points along the straight line, pushed sideways by a gentle
 * arc (at most 6 % of the length) so it reads as a road on the map. Ends exactly at both points.
 */
export function curvedPath(from: LatLng, to: LatLng): Array<[number, number]> {
  const crowKm = haversineMetres(from, to) / 1000;
  if (crowKm < 0.001) {
    return [
      [from.lat, from.lng],
      [to.lat, to.lng],
    ];
  }
  const segments = Math.min(48, Math.max(6, Math.ceil(crowKm)));
  // Work in a local flat frame (x east, y north) so the arc is perpendicular on the map.
  const scale = Math.cos(toRadians((from.lat + to.lat) / 2));
  const dx = (to.lng - from.lng) * scale;
  const dy = to.lat - from.lat;
  const bulge = 0.06;
  const points: Array<[number, number]> = [[from.lat, from.lng]];
  for (let i = 1; i < segments; i += 1) {
    const t = i / segments;
    const offset = bulge * Math.sin(Math.PI * t);
    const x = dx * t - dy * offset;
    const y = dy * t + dx * offset;
    points.push([round6(from.lat + y), round6(from.lng + x / scale)]);
  }
  points.push([to.lat, to.lng]);
  return points;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The offline estimate: road distance, driving time and a drawable line. */
export function estimateRoute(from: LatLng, to: LatLng): RouteEstimate {
  const distance = roadDistanceMetres(haversineMetres(from, to));
  return {
    distanceMetres: Math.round(distance),
    durationSeconds: Math.round(drivingSeconds(distance)),
    path: curvedPath(from, to),
  };
}

import { z } from 'zod';

/** A number, or a numeric string (some trackers send coordinates as text). */
export const LooseNumber = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** An identifier as the trackers send it: a number or a non-empty string. */
export const LooseId = z.union([z.number().int(), z.string().trim().min(1)]);

/** Optional text that tolerates null and blank values. */
export const LooseText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || undefined);

export type Coordinates = { latitude: number; longitude: number };

/** Coordinates a map can show; (0, 0) is what trackers report before their first fix. */
export function usableCoordinates(
  latitude: number | undefined,
  longitude: number | undefined,
): Coordinates | undefined {
  if (latitude === undefined || longitude === undefined) {
    return undefined;
  }
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0)) {
    return undefined;
  }
  return { latitude, longitude };
}

/** An ISO time from an ISO string or epoch seconds/milliseconds; undefined when unreadable. */
export function isoTime(value: unknown): string | undefined {
  let time: number;
  if (typeof value === 'number' && Number.isFinite(value)) {
    time = value < 1e12 ? value * 1000 : value;
  } else if (typeof value === 'string' && value.trim()) {
    time = Date.parse(value);
  } else {
    return undefined;
  }
  // Beyond ±8.64e15 ms a Date is invalid and toISOString would throw.
  return Number.isFinite(time) && Math.abs(time) <= 8.64e15 ? new Date(time).toISOString() : undefined;
}

export const KMH_PER_KNOT = 1.852;

export function knotsToKmh(knots: number): number {
  return Math.round(knots * KMH_PER_KNOT);
}

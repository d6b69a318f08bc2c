import { z } from 'zod';

const text = z.string().optional();

/** Photon `/api` answer (GeoJSON FeatureCollection with GeocodeJSON properties); only what we read. */
export const PhotonResponseSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.array(z.number()).min(2) }),
      properties: z.object({
        name: text,
        housenumber: text,
        street: text,
        postcode: text,
        city: text,
        district: text,
        locality: text,
        county: text,
        state: text,
        countrycode: text,
      }),
    }),
  ),
});
export type PhotonResponse = z.infer<typeof PhotonResponseSchema>;

/** OSRM `/route/v1/driving/…?overview=full&geometries=geojson` answer; errors carry only `code`. */
export const OsrmRouteResponseSchema = z.object({
  code: z.string(),
  routes: z
    .array(
      z.object({
        legs: z
          .array(z.object({ distance: z.number().nonnegative(), duration: z.number().nonnegative() }))
          .min(1),
        geometry: z.object({ coordinates: z.array(z.array(z.number()).min(2)) }),
      }),
    )
    .optional(),
});
export type OsrmRouteResponse = z.infer<typeof OsrmRouteResponseSchema>;

/** OSRM `/table/v1/driving/…?sources=…&destinations=…&annotations=duration,distance`; null = no route. */
export const OsrmTableResponseSchema = z.object({
  code: z.string(),
  durations: z.array(z.array(z.number().nonnegative().nullable())).optional(),
  distances: z.array(z.array(z.number().nonnegative().nullable())).optional(),
});
export type OsrmTableResponse = z.infer<typeof OsrmTableResponseSchema>;

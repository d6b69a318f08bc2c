import { z } from 'zod';

/**
 * Groups the keystrokes of one search and the final place lookup for providers that bill per
 * session (Google). At most 36 characters: Google refuses longer tokens; a UUID fits.
 */
export const PlaceSessionTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,36}$/, 'Neplatný identifikátor relace');

/** `GET /api/geo/places?q=…`: autocomplete limited to the Czech Republic, in Czech. */
export const PlaceSearchQuerySchema = z.strictObject({
  q: z.string().trim().min(2, 'Zadejte alespoň 2 znaky').max(120, 'Nejvýše 120 znaků'),
  session: PlaceSessionTokenSchema.optional(),
});
export type PlaceSearchQuery = z.infer<typeof PlaceSearchQuerySchema>;

export const PlaceSuggestionSchema = z.object({
  /** Provider's id; pass to `GET /api/geo/places/{id}` when `lat`/`lng` are absent. */
  id: z.string().min(1).max(512),
  /** Main line, e.g. "Mírové náměstí". */
  label: z.string(),
  /** Second line, e.g. "Litoměřice, Ústecký kraj". */
  secondary: z.string(),
  /** Formatted address used as the order's place name. */
  name: z.string(),
  lat: z.number().optional(),
  lng: z.number().optional(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;

export const PlaceSearchResultSchema = z.object({
  suggestions: z.array(PlaceSuggestionSchema),
  /** Which provider answered; the SPA shows its attribution (e.g. the Google logo). */
  provider: z.enum(['memory', 'google', 'osrm']),
});
export type PlaceSearchResult = z.infer<typeof PlaceSearchResultSchema>;

export const PlaceIdParamSchema = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9_:.,-]+$/, 'Neplatné id místa');

/** `GET /api/geo/places/{id}`: the id the search gave. */
export const PlaceResolveParamsSchema = z.object({ id: PlaceIdParamSchema });

/** `GET /api/geo/places/{id}?session=…`: the search's session token closes the billing session. */
export const PlaceResolveQuerySchema = z.strictObject({ session: PlaceSessionTokenSchema.optional() });
export type PlaceResolveQuery = z.infer<typeof PlaceResolveQuerySchema>;

/** A resolved place: `GET /api/geo/places/{id}`. Same shape as an order's place. */
export const ResolvedPlaceSchema = z.object({ lat: z.number(), lng: z.number(), name: z.string() });
export type ResolvedPlace = z.infer<typeof ResolvedPlaceSchema>;

const coordinate = z
  .string()
  .regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'Souřadnice ve tvaru lat,lng')
  .transform((text) => {
    const [lat, lng] = text.split(',').map(Number) as [number, number];
    return { lat, lng };
  })
  .refine(({ lat, lng }) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, 'Souřadnice mimo rozsah');

/** `GET /api/geo/route?from=lat,lng&to=lat,lng`: driving route. */
export const RouteQuerySchema = z.strictObject({ from: coordinate, to: coordinate });
export type RouteQuery = z.infer<typeof RouteQuerySchema>;

/** Duration and distance summed over all legs of the first route, with a drawable line. */
export const RouteResultSchema = z.object({
  distanceMetres: z.number().nonnegative(),
  durationSeconds: z.number().nonnegative(),
  /** [lat, lng] points along the route. */
  path: z.array(z.tuple([z.number(), z.number()])),
  provider: z.enum(['memory', 'google', 'osrm']),
});
export type RouteResult = z.infer<typeof RouteResultSchema>;

/** `GET /api/geo/config`: what the SPA needs to render maps (no server-side secrets). */
export const MapConfigSchema = z.object({
  provider: z.enum(['memory', 'google', 'osrm']),
  /** Leaflet tile URL template; null when tiles are off (`MAP_TILE_URL=off`): the SPA draws the basemap. */
  tileUrl: z.string().nullable(),
  tileAttribution: z.string(),
  /** Browser key restricted by referrer; present only when the Google renderer is configured. */
  googleBrowserKey: z.string().optional(),
});
export type MapConfig = z.infer<typeof MapConfigSchema>;

/** A point as `[lat, lng]`, like a route's path. */
const LatLngTupleSchema = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);

/** A name on the fallback map. The gateway decides from which zoom it is worth showing. */
export const BasemapLabelSchema = z.object({
  name: z.string().min(1),
  at: LatLngTupleSchema,
  /**
   * `district`: an okres, shown only zoomed out; `quarter`: a numbered part of Prague; `stand`: a taxi
   * stand; `landmark`: a street, square or sight, only zoomed in; `water`: a river's name, repeated
   * along its course (shown where no other name needs the room).
   */
  kind: z.enum(['district', 'city', 'town', 'village', 'quarter', 'stand', 'landmark', 'water']),
  minZoom: z.number().int().min(0).max(22),
  maxZoom: z.number().int().min(0).max(22),
  /** Where labels collide the higher rank is kept (population, or a weight for non-towns). */
  rank: z.number(),
});
export type BasemapLabel = z.infer<typeof BasemapLabelSchema>;

/** A river as water lines under the roads; `major` (the Labe) is drawn wider. */
export const BasemapRiverSchema = z.object({
  name: z.string().min(1),
  kind: z.enum(['major', 'minor']),
  lines: z.array(z.array(LatLngTupleSchema).min(2)).min(1),
});
export type BasemapRiver = z.infer<typeof BasemapRiverSchema>;

/**
 * `GET /api/geo/basemap`: a simplified map drawn when raster tiles cannot load (or `MAP_TILE_URL=off`):
 * the country outline, the main rivers, named places, the roads the fleet drives and the places where
 * taxis wait.
 */
export const BasemapSchema = z.object({
  country: z.object({ name: z.string(), rings: z.array(z.array(LatLngTupleSchema).min(4)).min(1) }),
  /** Natural Earth's rivers around the service area (public domain; about a kilometre accurate). */
  rivers: z.array(BasemapRiverSchema),
  labels: z.array(BasemapLabelSchema),
  /** `street` inside a town, `road` between towns. */
  roads: z.array(z.object({ kind: z.enum(['street', 'road']), path: z.array(LatLngTupleSchema).min(2) })),
  /** Taxi stands and waiting places. */
  stands: z.array(z.object({ name: z.string().min(1), at: LatLngTupleSchema })),
  /** Sources of the geometry, shown as the map's attribution. */
  attribution: z.string(),
});
export type Basemap = z.infer<typeof BasemapSchema>;

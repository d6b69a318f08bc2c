import { z } from 'zod';

// Only the fields the adapter reads; unknown fields are ignored so additions by Google do not break us.
const LocalizedText = z.object({ text: z.string() });

/** Places API (New) `places:autocomplete` answer; `{}` when nothing matches. */
export const GoogleAutocompleteResponseSchema = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string().min(1),
            text: LocalizedText,
            structuredFormat: z
              .object({ mainText: LocalizedText, secondaryText: LocalizedText.optional() })
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});
export type GoogleAutocompleteResponse = z.infer<typeof GoogleAutocompleteResponseSchema>;

/** Places API (New) Place Details answer with the `location,formattedAddress,displayName` field mask. */
export const GooglePlaceDetailsSchema = z.object({
  location: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  formattedAddress: z.string().optional(),
  displayName: LocalizedText.optional(),
});
export type GooglePlaceDetails = z.infer<typeof GooglePlaceDetailsSchema>;

/** A protobuf Duration in JSON, e.g. "754s" or "12.5s". */
const Duration = z.string().regex(/^\d+(\.\d+)?s$/);

/** Routes API `computeRoutes` answer with the `routes.legs.duration,…,routes.polyline.encodedPolyline` mask. */
export const GoogleComputeRoutesSchema = z.object({
  routes: z
    .array(
      z.object({
        legs: z
          .array(
            // Proto3 JSON leaves out zero values: a zero-length leg has neither field.
            z.object({ duration: Duration.optional(), distanceMeters: z.number().nonnegative().optional() }),
          )
          .min(1),
        polyline: z.object({ encodedPolyline: z.string() }).optional(),
      }),
    )
    .optional(),
});
export type GoogleComputeRoutes = z.infer<typeof GoogleComputeRoutesSchema>;

/**
 * Routes API `computeRouteMatrix` answer (a JSON array, one element per origin × destination) with the
 * `originIndex,destinationIndex,duration,distanceMeters,condition` mask. Proto3 JSON leaves out zeros:
 * index 0, a zero duration or distance are absent.
 */
export const GoogleRouteMatrixSchema = z.array(
  z.object({
    originIndex: z.number().int().nonnegative().optional(),
    destinationIndex: z.number().int().nonnegative().optional(),
    duration: Duration.optional(),
    distanceMeters: z.number().nonnegative().optional(),
    condition: z.string().optional(),
  }),
);
export type GoogleRouteMatrix = z.infer<typeof GoogleRouteMatrixSchema>;

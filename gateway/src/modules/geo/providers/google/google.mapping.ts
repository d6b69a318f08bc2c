import { PlaceIdParamSchema, type PlaceSuggestion, type ResolvedPlace } from '@taxi/contracts';
import type { LatLng, RouteEstimate, TravelTime } from '@/modules/geo/geo.port';
import type {
  GoogleAutocompleteResponse,
  GoogleComputeRoutes,
  GooglePlaceDetails,
  GoogleRouteMatrix,
} from './google.schema';
import { decodePolyline } from './polyline';

/** Place predictions only (query predictions are not requested); ids the gateway could not resolve are dropped. */
export function toSuggestions(response: GoogleAutocompleteResponse): PlaceSuggestion[] {
  const suggestions: PlaceSuggestion[] = [];
  for (const { placePrediction: prediction } of response.suggestions ?? []) {
    if (!prediction || !PlaceIdParamSchema.safeParse(prediction.placeId).success) {
      continue;
    }
    const main = prediction.structuredFormat?.mainText.text ?? prediction.text.text;
    suggestions.push({
      id: prediction.placeId,
      label: main,
      secondary: prediction.structuredFormat?.secondaryText?.text ?? '',
      name: prediction.text.text,
    });
  }
  return suggestions;
}

/** `undefined` when the place has neither an address nor a name. */
export function toResolvedPlace(details: GooglePlaceDetails): ResolvedPlace | undefined {
  const name = details.formattedAddress ?? details.displayName?.text;
  if (!name) {
    return undefined;
  }
  return { lat: details.location.latitude, lng: details.location.longitude, name };
}

const seconds = (duration: string | undefined) => (duration ? Number.parseFloat(duration) : 0);

/**
 * Sums every leg of the first route. `undefined` when Google found no route (it answers `{}`).
 * Throws when the encoded polyline is malformed.
 */
export function toRouteEstimate(
  response: GoogleComputeRoutes,
  from: LatLng,
  to: LatLng,
): RouteEstimate | undefined {
  const route = response.routes?.[0];
  if (!route) {
    return undefined;
  }
  const path = route.polyline ? decodePolyline(route.polyline.encodedPolyline) : [];
  return {
    distanceMetres: route.legs.reduce((sum, leg) => sum + (leg.distanceMeters ?? 0), 0),
    durationSeconds: Math.round(route.legs.reduce((sum, leg) => sum + seconds(leg.duration), 0)),
    path:
      path.length >= 2
        ? path
        : [
            [from.lat, from.lng],
            [to.lat, to.lng],
          ],
  };
}

/** The matrix's elements back in the origins' order; an origin without a route (or left out) is null. */
export function toTravelTimes(elements: GoogleRouteMatrix, origins: number): TravelTime[] {
  const times: TravelTime[] = Array.from({ length: origins }, () => null);
  for (const element of elements) {
    const origin = element.originIndex ?? 0;
    if (origin >= origins || (element.condition !== undefined && element.condition !== 'ROUTE_EXISTS')) {
      continue;
    }
    times[origin] = {
      durationSeconds: Number.parseFloat(element.duration ?? '0s'),
      distanceMetres: element.distanceMeters ?? 0,
    };
  }
  return times;
}

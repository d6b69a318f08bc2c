import {
  GOOGLE_AUTOCOMPLETE_SAMPLE,
  GOOGLE_PLACE_DETAILS_SAMPLE,
  GOOGLE_ROUTE_MATRIX_SAMPLE,
  GOOGLE_ROUTES_SAMPLE,
} from '@test/support/google.samples';
import { toResolvedPlace, toRouteEstimate, toSuggestions, toTravelTimes } from './google.mapping';
import {
  GoogleAutocompleteResponseSchema,
  GoogleComputeRoutesSchema,
  GoogleRouteMatrixSchema,
  GooglePlaceDetailsSchema,
} from './google.schema';

const FROM = { lat: 50.5336, lng: 14.1318 };
const TO = { lat: 50.515, lng: 14.0511 };

describe('Google mapping', () => {
  it('turns place predictions into suggestions without coordinates', () => {
    const parsed = GoogleAutocompleteResponseSchema.parse(GOOGLE_AUTOCOMPLETE_SAMPLE);
    expect(toSuggestions(parsed)).toEqual([
      {
        id: 'ChIJ5aB2qYjuC0cRm7rEi6D7dCk',
        label: 'Mírové náměstí',
        secondary: 'Litoměřice, Česko',
        name: 'Mírové náměstí, Litoměřice, Česko',
      },
      {
        id: 'ChIJu0mHcjDvC0cR0BQ5hPfqAAQ',
        label: 'Mírová',
        secondary: 'Lovosice, Česko',
        name: 'Mírová, Lovosice, Česko',
      },
    ]);
  });

  it('reads an empty answer as no suggestions', () => {
    expect(toSuggestions(GoogleAutocompleteResponseSchema.parse({}))).toEqual([]);
  });

  it('falls back to the full text without a structured format', () => {
    const parsed = GoogleAutocompleteResponseSchema.parse({
      suggestions: [{ placePrediction: { placeId: 'ChIJabc', text: { text: 'Terezín, Česko' } } }],
    });
    expect(toSuggestions(parsed)).toEqual([
      { id: 'ChIJabc', label: 'Terezín, Česko', secondary: '', name: 'Terezín, Česko' },
    ]);
  });

  it('resolves a place to its coordinates and formatted address', () => {
    const parsed = GooglePlaceDetailsSchema.parse(GOOGLE_PLACE_DETAILS_SAMPLE);
    expect(toResolvedPlace(parsed)).toEqual({
      lat: 50.5335864,
      lng: 14.1317621,
      name: 'Mírové nám., 412 01 Litoměřice, Česko',
    });
    expect(GooglePlaceDetailsSchema.safeParse({ formattedAddress: 'x' }).success).toBe(false);
  });

  it('sums every leg of the first route and decodes its line', () => {
    const parsed = GoogleComputeRoutesSchema.parse(GOOGLE_ROUTES_SAMPLE);
    expect(toRouteEstimate(parsed, FROM, TO)).toEqual({
      distanceMetres: 8385,
      durationSeconds: 693,
      path: [
        [50.53359, 14.13176],
        [50.52622, 14.10541],
        [50.51502, 14.05109],
      ],
    });
  });

  it('reads "{}" as no route and omitted zero values as zero', () => {
    expect(toRouteEstimate(GoogleComputeRoutesSchema.parse({}), FROM, TO)).toBeUndefined();
    const zero = GoogleComputeRoutesSchema.parse({ routes: [{ legs: [{}] }] });
    expect(toRouteEstimate(zero, FROM, FROM)).toEqual({
      distanceMetres: 0,
      durationSeconds: 0,
      path: [
        [FROM.lat, FROM.lng],
        [FROM.lat, FROM.lng],
      ],
    });
  });

  it('refuses legs in another shape', () => {
    expect(GoogleComputeRoutesSchema.safeParse({ routes: [{ legs: [{ duration: 611 }] }] }).success).toBe(
      false,
    );
    expect(GoogleComputeRoutesSchema.safeParse({ routes: [{ legs: [] }] }).success).toBe(false);
  });

  it("puts matrix elements back in the origins' order: a missing index is 0, no route is null", () => {
    const elements = GoogleRouteMatrixSchema.parse(GOOGLE_ROUTE_MATRIX_SAMPLE);
    expect(toTravelTimes(elements, 3)).toEqual([
      { durationSeconds: 418, distanceMetres: 5120 },
      { durationSeconds: 97, distanceMetres: 803 },
      null,
    ]);
  });

  it('reads an origin left out of the matrix as no route and ignores indexes beyond the origins', () => {
    const elements = GoogleRouteMatrixSchema.parse([
      { originIndex: 5, duration: '10s', condition: 'ROUTE_EXISTS' },
    ]);
    expect(toTravelTimes(elements, 2)).toEqual([null, null]);
  });
});

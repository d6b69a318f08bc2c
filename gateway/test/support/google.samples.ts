/**
 * Answers in the shapes Google documents for Places API (New) and Routes API, as recorded for
 * places around Litoměřice (ids shortened). Used by the mapping tests and the fake servers in e2e tests.
 */

/** Encodes `[lat, lng]` points in Google's polyline format (precision 5), for building samples. */
export function encodePolyline(points: ReadonlyArray<readonly [number, number]>): string {
  let previousLat = 0;
  let previousLng = 0;
  let encoded = '';
  const encodeValue = (value: number) => {
    let rest = value < 0 ? ~(value << 1) : value << 1;
    while (rest >= 0x20) {
      encoded += String.fromCharCode((0x20 | (rest & 0x1f)) + 63);
      rest >>= 5;
    }
    encoded += String.fromCharCode(rest + 63);
  };
  for (const [lat, lng] of points) {
    const latE5 = Math.round(lat * 1e5);
    const lngE5 = Math.round(lng * 1e5);
    encodeValue(latE5 - previousLat);
    encodeValue(lngE5 - previousLng);
    previousLat = latE5;
    previousLng = lngE5;
  }
  return encoded;
}

export const GOOGLE_AUTOCOMPLETE_SAMPLE = {
  suggestions: [
    {
      placePrediction: {
        place: 'places/ChIJ5aB2qYjuC0cRm7rEi6D7dCk',
        placeId: 'ChIJ5aB2qYjuC0cRm7rEi6D7dCk',
        text: {
          text: 'Mírové náměstí, Litoměřice, Česko',
          matches: [{ endOffset: 3 }],
        },
        structuredFormat: {
          mainText: { text: 'Mírové náměstí', matches: [{ endOffset: 3 }] },
          secondaryText: { text: 'Litoměřice, Česko' },
        },
        types: ['geocode', 'route'],
      },
    },
    {
      placePrediction: {
        place: 'places/ChIJu0mHcjDvC0cR0BQ5hPfqAAQ',
        placeId: 'ChIJu0mHcjDvC0cR0BQ5hPfqAAQ',
        text: { text: 'Mírová, Lovosice, Česko', matches: [{ endOffset: 3 }] },
        structuredFormat: {
          mainText: { text: 'Mírová', matches: [{ endOffset: 3 }] },
          secondaryText: { text: 'Lovosice, Česko' },
        },
        types: ['geocode', 'route'],
      },
    },
    // A query prediction (only sent when asked for) has no place to resolve.
    { queryPrediction: { text: { text: 'mír pizza' } } },
  ],
};

export const GOOGLE_PLACE_DETAILS_SAMPLE = {
  formattedAddress: 'Mírové nám., 412 01 Litoměřice, Česko',
  location: { latitude: 50.5335864, longitude: 14.1317621 },
  displayName: { text: 'Mírové náměstí', languageCode: 'cs' },
};

/** Litoměřice → Lovosice in two legs (via Žalhostice); a second route must be ignored. */
export const GOOGLE_ROUTES_SAMPLE = {
  routes: [
    {
      legs: [
        { distanceMeters: 3210, duration: '301s' },
        { distanceMeters: 5175, duration: '392s' },
      ],
      polyline: {
        encodedPolyline: encodePolyline([
          [50.53359, 14.13176],
          [50.52622, 14.10541],
          [50.51502, 14.05109],
        ]),
      },
    },
    {
      legs: [{ distanceMeters: 12000, duration: '900s' }],
      polyline: { encodedPolyline: encodePolyline([[50.53359, 14.13176]]) },
    },
  ],
};

/**
 * Routes API `computeRouteMatrix` for three origins and one destination, as the REST call answers it:
 * a JSON array in completion order, zero indexes left out (proto3 JSON), the third origin unroutable.
 */
export const GOOGLE_ROUTE_MATRIX_SAMPLE = [
  {
    originIndex: 1,
    status: {},
    distanceMeters: 803,
    duration: '97s',
    condition: 'ROUTE_EXISTS',
  },
  { originIndex: 2, status: {}, condition: 'ROUTE_NOT_FOUND' },
  {
    status: {},
    distanceMeters: 5120,
    duration: '418s',
    condition: 'ROUTE_EXISTS',
  },
];

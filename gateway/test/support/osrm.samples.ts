/**
 * Answers in the shapes Photon (GeoJSON with GeocodeJSON properties) and OSRM document, as recorded
 * for places around Litoměřice. Used by the mapping tests and the fake servers in e2e tests.
 */

export const PHOTON_SAMPLE = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [14.1317621, 50.5335864] },
      properties: {
        osm_type: 'W',
        osm_id: 24675442,
        osm_key: 'place',
        osm_value: 'square',
        type: 'street',
        name: 'Mírové náměstí',
        postcode: '412 01',
        city: 'Litoměřice',
        county: 'okres Litoměřice',
        state: 'Ústecký kraj',
        country: 'Česko',
        countrycode: 'CZ',
        extent: [14.1305, 50.5341, 14.1329, 50.533],
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [14.1322, 50.5339] },
      properties: {
        osm_type: 'N',
        osm_id: 3189217840,
        osm_key: 'building',
        osm_value: 'yes',
        type: 'house',
        housenumber: '15/7',
        street: 'Mírové náměstí',
        postcode: '412 01',
        city: 'Litoměřice',
        county: 'okres Litoměřice',
        state: 'Ústecký kraj',
        country: 'Česko',
        countrycode: 'CZ',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [14.3400381, 50.4160193] },
      properties: {
        osm_type: 'N',
        osm_id: 435468511,
        osm_key: 'place',
        osm_value: 'village',
        type: 'city',
        name: 'Bechlín',
        postcode: '411 86',
        county: 'okres Litoměřice',
        state: 'Ústecký kraj',
        country: 'Česko',
        countrycode: 'CZ',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [13.7380534, 51.0504088] },
      properties: {
        osm_type: 'W',
        osm_id: 4071423,
        osm_key: 'highway',
        osm_value: 'residential',
        type: 'street',
        name: 'Mierstraße',
        city: 'Dresden',
        state: 'Sachsen',
        country: 'Deutschland',
        countrycode: 'DE',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [14.4268, 50.0811] },
      properties: {
        osm_type: 'N',
        osm_id: 5432,
        osm_key: 'tourism',
        osm_value: 'attraction',
        type: 'house',
        name: 'Muzeum',
        street: 'Václavské náměstí',
        housenumber: '68',
        postcode: '110 00',
        city: 'Praha',
        district: 'Nové Město',
        state: 'Praha',
        country: 'Česko',
        countrycode: 'CZ',
      },
    },
  ],
};

/** Litoměřice → Lovosice; OSRM sums legs into the route, but we add the legs ourselves. */
export const OSRM_ROUTE_SAMPLE = {
  code: 'Ok',
  routes: [
    {
      geometry: {
        type: 'LineString',
        coordinates: [
          [14.131762, 50.533586],
          [14.105412, 50.526221],
          [14.051085, 50.515024],
        ],
      },
      legs: [
        { steps: [], summary: '', weight: 640.2, duration: 612.3, distance: 7890.4 },
        { steps: [], summary: '', weight: 11.1, duration: 20.1, distance: 100.2 },
      ],
      weight_name: 'routability',
      weight: 651.3,
      duration: 632.4,
      distance: 7990.6,
    },
  ],
  waypoints: [
    { hint: 'a1b2', distance: 3.2, name: 'Mírové náměstí', location: [14.131762, 50.533586] },
    { hint: 'c3d4', distance: 1.7, name: 'Školní', location: [14.051085, 50.515024] },
  ],
};

export const OSRM_NO_ROUTE_SAMPLE = { code: 'NoRoute', message: 'Impossible route between points' };

/**
 * `/table/v1/driving/{three cars};{pickup}?sources=0;1;2&destinations=3&annotations=duration,distance`
 * as OSRM 5 answers it: one row per source, one column (the pickup); the third car has no route.
 */
export const OSRM_TABLE_SAMPLE = {
  code: 'Ok',
  durations: [[412.7], [95.3], [null]],
  distances: [[5120.4], [802.9], [null]],
  destinations: [{ hint: 'p1', distance: 2.1, name: 'Mírové náměstí', location: [14.131762, 50.533586] }],
  sources: [
    { hint: 's1', distance: 4.2, name: 'Lovosická', location: [14.100511, 50.520155] },
    { hint: 's2', distance: 0.8, name: 'Dlouhá', location: [14.129954, 50.532018] },
    { hint: 's3', distance: 310.5, name: '', location: [14.2001, 50.6012] },
  ],
};

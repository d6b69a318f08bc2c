/** A point as [latitude, longitude]. */
export type LatLng = readonly [number, number];

export type Place = { id: string; name: string; at: LatLng };

/** A road between two places, drawn through waypoints along the real street or road. */
export type Road = { from: string; to: string; via: readonly LatLng[]; speedKmh: readonly [number, number] };

const TOWN: Road['speedKmh'] = [30, 45];
const COUNTRY: Road['speedKmh'] = [45, 60];

/** Real places of Litoměřice and its neighbours where taxis wait or drop people off. */
export const PLACES: readonly Place[] = [
  { id: 'namesti', name: 'Litoměřice, Mírové náměstí', at: [50.5337, 14.1316] },
  { id: 'nadrazi', name: 'Litoměřice, nádraží', at: [50.5371, 14.134] },
  { id: 'nemocnice', name: 'Litoměřice, nemocnice', at: [50.5402, 14.1452] },
  { id: 'pokratice', name: 'Litoměřice, Pokratice', at: [50.5452, 14.128] },
  { id: 'predmesti', name: 'Litoměřice, Předměstí', at: [50.5355, 14.114] },
  { id: 'terezin', name: 'Terezín, náměstí ČSA', at: [50.5108, 14.1505] },
  { id: 'bohusovice', name: 'Bohušovice nad Ohří, nádraží', at: [50.4937, 14.1463] },
  { id: 'lovosice-nadrazi', name: 'Lovosice, nádraží', at: [50.5159, 14.0576] },
  { id: 'lovosice', name: 'Lovosice, náměstí', at: [50.5152, 14.0512] },
  { id: 'roudnice', name: 'Roudnice nad Labem, Karlovo náměstí', at: [50.4254, 14.2614] },
];

/** Roads are driven both ways; the network is connected, so a car can reach every place. */
export const ROADS: readonly Road[] = [
  { from: 'namesti', to: 'nadrazi', via: [[50.535, 14.133]], speedKmh: TOWN },
  {
    from: 'namesti',
    to: 'nemocnice',
    via: [
      [50.536, 14.1365],
      [50.5385, 14.142],
    ],
    speedKmh: TOWN,
  },
  { from: 'nadrazi', to: 'nemocnice', via: [[50.538, 14.139]], speedKmh: TOWN },
  {
    from: 'namesti',
    to: 'pokratice',
    via: [
      [50.5375, 14.13],
      [50.542, 14.1285],
    ],
    speedKmh: TOWN,
  },
  { from: 'namesti', to: 'predmesti', via: [[50.5345, 14.125]], speedKmh: TOWN },
  // Across the Labe on Tyršův most, then south to Terezín.
  {
    from: 'namesti',
    to: 'terezin',
    via: [
      [50.5318, 14.1352],
      [50.5285, 14.1395],
      [50.523, 14.144],
      [50.516, 14.148],
    ],
    speedKmh: COUNTRY,
  },
  {
    from: 'terezin',
    to: 'lovosice-nadrazi',
    via: [
      [50.51, 14.138],
      [50.508, 14.123],
      [50.51, 14.1],
      [50.512, 14.08],
      [50.515, 14.065],
    ],
    speedKmh: COUNTRY,
  },
  { from: 'lovosice-nadrazi', to: 'lovosice', via: [[50.5155, 14.054]], speedKmh: TOWN },
  {
    from: 'terezin',
    to: 'bohusovice',
    via: [[50.503, 14.149]],
    speedKmh: COUNTRY,
  },
  // Through Doksany and along the Labe to Roudnice.
  {
    from: 'bohusovice',
    to: 'roudnice',
    via: [
      [50.48, 14.156],
      [50.456, 14.171],
      [50.442, 14.205],
      [50.433, 14.235],
    ],
    speedKmh: COUNTRY,
  },
];

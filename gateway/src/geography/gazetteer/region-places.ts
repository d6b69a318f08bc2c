import type { LocalPlaces } from './gazetteer-data.types';

const REGION = 'Ústecký kraj';

/** Stations, hospitals and sights of nearby towns that taxis often drive to. */
export const REGION_PLACES: readonly LocalPlaces[] = [
  {
    town: 'Lovosice',
    region: REGION,
    weight: 8700,
    places: [['Lovosice nádraží', 50.5159, 14.0576]],
  },
  {
    town: 'Terezín',
    region: REGION,
    weight: 2900,
    places: [
      ['Malá pevnost Terezín', 50.5137, 14.1677],
      ['Náměstí Čs. armády', 50.5106, 14.1505],
    ],
  },
  {
    town: 'Bohušovice nad Ohří',
    region: REGION,
    weight: 2300,
    places: [['Bohušovice nad Ohří nádraží', 50.4937, 14.1463]],
  },
  {
    town: 'Roudnice nad Labem',
    region: REGION,
    weight: 12800,
    places: [
      ['Roudnice nad Labem nádraží', 50.429, 14.258],
      ['Karlovo náměstí', 50.4254, 14.2614],
    ],
  },
  {
    town: 'Ústí nad Labem',
    region: REGION,
    weight: 92000,
    places: [
      ['Ústí nad Labem hlavní nádraží', 50.6595, 14.0445],
      ['Masarykova nemocnice', 50.678, 14.001],
    ],
  },
  {
    town: 'Děčín',
    region: REGION,
    weight: 47800,
    places: [['Děčín hlavní nádraží', 50.7735, 14.197]],
  },
  {
    town: 'Teplice',
    region: REGION,
    weight: 49000,
    places: [['Teplice v Čechách nádraží', 50.6365, 13.831]],
  },
];

import type { DistrictData } from './gazetteer-data.types';

/** All 23 municipalities of okres Ústí nad Labem, approximate centres. */
export const OKRES_USTI_NAD_LABEM: DistrictData = {
  district: 'Ústí nad Labem',
  region: 'Ústecký kraj',
  municipalities: [
    ['Chabařovice', 50.672, 13.941, 2500],
    ['Chlumec', 50.7, 13.939, 4500],
    ['Chuderov', 50.65, 14.005],
    ['Dolní Zálezly', 50.5932, 14.0442],
    ['Habrovany', 50.6603, 13.962],
    ['Homole u Panny', 50.65, 14.114],
    ['Libouchec', 50.759, 14.04, 1500],
    ['Malé Březno', 50.684, 14.17],
    ['Malečov', 50.633, 14.139],
    ['Petrovice', 50.788, 13.979],
    ['Povrly', 50.672, 14.163, 2200],
    ['Přestanov', 50.6878, 13.9221],
    ['Řehlovice', 50.615, 13.957],
    ['Ryjice', 50.672, 14.027],
    ['Stebno', 50.629, 14.072],
    ['Tašov', 50.62, 14.155],
    ['Telnice', 50.725, 13.964],
    ['Tisá', 50.785, 14.029],
    ['Trmice', 50.643, 13.995, 3000],
    ['Ústí nad Labem', 50.6607, 14.0323, 92000],
    ['Velké Březno', 50.663, 14.141, 2200],
    ['Velké Chvojno', 50.713, 14.064],
    ['Zubrnice', 50.6497, 14.2187],
  ],
};

import type { DistrictData } from './gazetteer-data.types';
import { OKRES_CHOMUTOV } from './okres-chomutov';
import { OKRES_DECIN } from './okres-decin';
import { OKRES_LITOMERICE } from './okres-litomerice';
import { OKRES_LOUNY } from './okres-louny';
import { OKRES_MOST } from './okres-most';
import { OKRES_TEPLICE } from './okres-teplice';
import { OKRES_USTI_NAD_LABEM } from './okres-usti-nad-labem';

/** The seven districts of the Ústí nad Labem region: every municipality (354 as of 2024). */
export const USTECKY_KRAJ: readonly DistrictData[] = [
  OKRES_LITOMERICE,
  OKRES_DECIN,
  OKRES_CHOMUTOV,
  OKRES_LOUNY,
  OKRES_MOST,
  OKRES_TEPLICE,
  OKRES_USTI_NAD_LABEM,
];

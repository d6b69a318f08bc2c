import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type Basemap, BasemapSchema } from '@taxi/contracts';
import { asPreparedJson, type PreparedJson, preparedJsonOf } from '@/common/web/prepared-json';
import {
  CZ_TOWNS,
  LITOMERICE_PLACES,
  loadRivers,
  PLACES,
  PRAHA_PLACES,
  REGION_PLACES,
  ROADS,
  USTECKY_KRAJ,
} from '@/geography';
import { buildBasemap } from './build-basemap';
import { loadCzechOutline } from './country-outline';

export type PreparedBasemap = { body: PreparedJson<Basemap>; etag: string };

/** Builds the basemap from the bundled geography and Natural Earth's border and rivers. */
export async function prepareBasemap(): Promise<PreparedBasemap> {
  const basemap = buildBasemap({
    country: await loadCzechOutline(),
    districts: USTECKY_KRAJ,
    towns: CZ_TOWNS,
    localPlaces: [LITOMERICE_PLACES, ...REGION_PLACES, ...PRAHA_PLACES],
    stands: PLACES,
    roads: ROADS,
    rivers: loadRivers(),
  });
  const body = asPreparedJson(BasemapSchema.parse(basemap));
  const digest = createHash('sha256').update(preparedJsonOf(body)).digest('base64url');
  return { body, etag: `"${digest.slice(0, 27)}"` };
}

/**
 * The fallback map's geometry, built on first use and then kept: it depends only on data shipped
 * with the gateway, so one answer (and one ETag) serves every request until the next release.
 */
@Injectable()
export class BasemapService {
  private prepared: Promise<PreparedBasemap> | undefined;

  basemap(): Promise<PreparedBasemap> {
    if (!this.prepared) {
      this.prepared = prepareBasemap();
      // A failed build (e.g. a broken install) is tried again by the next request.
      this.prepared.catch(() => (this.prepared = undefined));
    }
    return this.prepared;
  }
}

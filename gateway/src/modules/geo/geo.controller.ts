import { Controller, Res } from '@nestjs/common';
import {
  type Basemap,
  type MapConfig,
  type PlaceSearchResult,
  type ResolvedPlace,
  type RouteResult,
} from '@taxi/contracts';
import type { Response } from 'express';
import { type CatalogueCall, CatalogueHandler } from '@/common/routing/catalogue-handler';
import { CatalogueRoute } from '@/common/routing/catalogue-route.decorator';
import { BasemapService } from './basemap/basemap.service';
import { GeoService } from './geo.service';

/**
 * Place search, place lookup, driving routes and map settings for the admin's create-order screen,
 * and the basemap both maps draw when tiles cannot load.
 */
@Controller()
export class GeoController {
  constructor(
    private readonly geo: GeoService,
    private readonly basemaps: BasemapService,
  ) {}

  @CatalogueHandler('placeSearch')
  searchPlaces({ query }: CatalogueCall<'placeSearch'>): Promise<PlaceSearchResult> {
    return this.geo.searchPlaces(query);
  }

  @CatalogueHandler('placeResolve')
  resolvePlace({ params, query }: CatalogueCall<'placeResolve'>): Promise<ResolvedPlace> {
    return this.geo.resolvePlace(params.id, query.session);
  }

  @CatalogueHandler('route')
  route({ query }: CatalogueCall<'route'>): Promise<RouteResult> {
    return this.geo.route(query);
  }

  @CatalogueRoute('mapConfig')
  mapConfig(): MapConfig {
    return this.geo.mapConfig();
  }

  // Private: admin-only like every map call. A day's max-age, then a 304 while the ETag matches
  // (Express answers 304 itself when If-None-Match equals the ETag set here).
  @CatalogueRoute('basemap')
  async basemap(@Res({ passthrough: true }) response: Response): Promise<Basemap> {
    const { body, etag } = await this.basemaps.basemap();
    response.setHeader('ETag', etag);
    response.setHeader('Cache-Control', 'private, max-age=86400');
    return body;
  }
}

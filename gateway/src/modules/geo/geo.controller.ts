import { Controller, Get, Query } from '@nestjs/common';
import {
  type MapConfig,
  PlaceIdParamSchema,
  type PlaceResolveQuery,
  PlaceResolveQuerySchema,
  type PlaceSearchQuery,
  PlaceSearchQuerySchema,
  type PlaceSearchResult,
  type ResolvedPlace,
  type RouteQuery,
  RouteQuerySchema,
  type RouteResult,
} from '@taxi/contracts';
import type { z } from 'zod';
import { ValidParam, ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { GeoService } from './geo.service';

/** The query string, validated by a contracts schema (issues reported as `query.<name>`). */
const ValidQuery = (schema: z.ZodType) => Query(new ZodValidationPipe(schema, 'query'));

/** Place search, place lookup, driving routes and map settings for the admin's create-order screen. */
@Controller('api/geo')
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  @Get('places')
  searchPlaces(@ValidQuery(PlaceSearchQuerySchema) query: PlaceSearchQuery): Promise<PlaceSearchResult> {
    return this.geo.searchPlaces(query);
  }

  @Get('places/:id')
  resolvePlace(
    @ValidParam('id', PlaceIdParamSchema) id: string,
    @ValidQuery(PlaceResolveQuerySchema) query: PlaceResolveQuery,
  ): Promise<ResolvedPlace> {
    return this.geo.resolvePlace(id, query.session);
  }

  @Get('route')
  route(@ValidQuery(RouteQuerySchema) query: RouteQuery): Promise<RouteResult> {
    return this.geo.route(query);
  }

  @Get('config')
  mapConfig(): MapConfig {
    return this.geo.mapConfig();
  }
}

import { Controller, Header } from '@nestjs/common';
import { type NearestVehicles, type NearestVehiclesQuery, NearestVehiclesQuerySchema } from '@taxi/contracts';
import { CatalogueRoute } from '@/common/routing/catalogue-route.decorator';
import { ValidQuery } from '@/common/validation/zod-validation.pipe';
import { NearestVehiclesService } from './nearest-vehicles.service';

@Controller()
export class NearestVehiclesController {
  constructor(private readonly nearestVehicles: NearestVehiclesService) {}

  /** The positions move every poll: the browser asks again rather than keep an answer. */
  @CatalogueRoute('fleetNearest')
  @Header('Cache-Control', 'no-store')
  nearest(@ValidQuery(NearestVehiclesQuerySchema) pickup: NearestVehiclesQuery): Promise<NearestVehicles> {
    return this.nearestVehicles.nearest(pickup);
  }
}

import { Controller, Header } from '@nestjs/common';
import type { NearestVehicles } from '@taxi/contracts';
import { type CatalogueCall, CatalogueHandler } from '@/common/routing/catalogue-handler';
import { NearestVehiclesService } from './nearest-vehicles.service';

@Controller()
export class NearestVehiclesController {
  constructor(private readonly nearestVehicles: NearestVehiclesService) {}

  /** The positions move every poll: the browser asks again rather than keep an answer. */
  @CatalogueHandler('fleetNearest')
  @Header('Cache-Control', 'no-store')
  nearest({ query: pickup }: CatalogueCall<'fleetNearest'>): Promise<NearestVehicles> {
    return this.nearestVehicles.nearest(pickup);
  }
}

import { Controller, Header } from '@nestjs/common';
import type { FleetSnapshot } from '@taxi/contracts';
import { CatalogueRoute } from '@/common/routing/catalogue-route.decorator';
import { FleetService } from './fleet.service';

@Controller()
export class FleetController {
  constructor(private readonly fleet: FleetService) {}

  /** Always 200: a failing provider shows as `stale: true` with the last known positions. */
  @CatalogueRoute('fleetPositions')
  @Header('Cache-Control', 'no-store')
  positions(): FleetSnapshot {
    return this.fleet.snapshot();
  }
}

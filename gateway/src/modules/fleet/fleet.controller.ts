import { Controller, Get, Header } from '@nestjs/common';
import type { FleetSnapshot } from '@taxi/contracts';
import { FleetService } from './fleet.service';

@Controller('api/fleet')
export class FleetController {
  constructor(private readonly fleet: FleetService) {}

  /** Always 200: a failing provider shows as `stale: true` with the last known positions. */
  @Get('positions')
  @Header('Cache-Control', 'no-store')
  positions(): FleetSnapshot {
    return this.fleet.snapshot();
  }
}

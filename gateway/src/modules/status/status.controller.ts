import { Controller, Header } from '@nestjs/common';
import type { SystemStatus } from '@taxi/contracts';
import { CatalogueRoute } from '@/common/routing/catalogue-route.decorator';
import { StatusService } from './status.service';

@Controller()
export class StatusController {
  constructor(private readonly status: StatusService) {}

  /** Always 200 for an admin: a degraded dependency is data here, not an error. */
  @CatalogueRoute('systemStatus')
  @Header('Cache-Control', 'no-store')
  get(): Promise<SystemStatus> {
    return this.status.status();
  }
}

import { Controller, Get, Header } from '@nestjs/common';
import type { SystemStatus } from '@taxi/contracts';
import { StatusService } from './status.service';

@Controller('api')
export class StatusController {
  constructor(private readonly status: StatusService) {}

  /** Always 200 for an admin: a degraded dependency is data here, not an error. */
  @Get('status')
  @Header('Cache-Control', 'no-store')
  get(): Promise<SystemStatus> {
    return this.status.status();
  }
}

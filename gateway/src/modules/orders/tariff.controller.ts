import { Controller, Get } from '@nestjs/common';
import type { Tariff } from '@taxi/contracts';
import { AppConfig } from '../../config/app-config';

/** The tariff the dispatch screen prices with: the gateway's configuration, one source for both sides. */
@Controller('api/order')
export class TariffController {
  constructor(private readonly config: AppConfig) {}

  @Get('tariff')
  tariff(): Tariff {
    return this.config.tariff;
  }
}

import { Controller } from '@nestjs/common';
import type { Tariff } from '@taxi/contracts';
import { CatalogueRoute } from '@/common/routing/catalogue-route.decorator';
import { AppConfig } from '@/config/app-config';

/** The tariff the dispatch screen prices with: the gateway's configuration, one source for both sides. */
@Controller()
export class TariffController {
  constructor(private readonly config: AppConfig) {}

  @CatalogueRoute('tariff')
  tariff(): Tariff {
    return this.config.tariff;
  }
}

import { Controller, Inject } from '@nestjs/common';
import type { SosAlert } from '@taxi/contracts';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { type CatalogueCall, CatalogueHandler } from '@/common/routing/catalogue-handler';
import { CatalogueRoute } from '@/common/routing/catalogue-route.decorator';
import { MockControlPort } from '@/upstream/mock-control.port';

/** Mock-mode controls for demos and browser tests; answers 404 when a real upstream is configured. */
@Controller()
export class MockControlController {
  constructor(@Inject(MockControlPort) private readonly mock: MockControlPort | null) {}

  @CatalogueHandler('mockSos')
  raiseSos({ body }: CatalogueCall<'mockSos'>): SosAlert {
    return this.requireMock().raiseSos(body.userId);
  }

  /** Advances the ride simulation by one tick now (browser tests, demos). */
  @CatalogueRoute('mockRidesTick')
  tickRides(): void {
    this.requireMock().simulateRides();
  }

  private requireMock(): MockControlPort {
    if (!this.mock) {
      throw ApiHttpException.of(404, 'Simulace je dostupná jen v režimu bez serveru objednávek.');
    }
    return this.mock;
  }
}

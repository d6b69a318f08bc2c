import { Controller } from '@nestjs/common';
import { type Ack, type SosAlert, type SosDismissRequest, SosDismissRequestSchema } from '@taxi/contracts';
import { SessionCaller } from '../../common/auth/session-caller.decorator';
import { CatalogueRoute } from '../../common/routing/catalogue-route.decorator';
import { ValidBody } from '../../common/validation/zod-validation.pipe';
import type { Caller } from '../../upstream/upstream.port';
import { SosService } from './sos.service';

@Controller()
export class SosController {
  constructor(private readonly sos: SosService) {}

  @CatalogueRoute('sosList')
  list(@SessionCaller() caller: Caller): Promise<SosAlert[]> {
    return this.sos.list(caller);
  }

  @CatalogueRoute('sosDismiss')
  async dismiss(
    @SessionCaller() caller: Caller,
    @ValidBody(SosDismissRequestSchema) request: SosDismissRequest,
  ): Promise<Ack> {
    await this.sos.dismiss(caller, request);
    return { ok: true };
  }
}

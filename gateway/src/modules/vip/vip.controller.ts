import { Controller } from '@nestjs/common';
import { type CreatedVip, type Vip, type VipCreateRequest, VipCreateRequestSchema } from '@taxi/contracts';
import { SessionCaller } from '../../common/auth/session-caller.decorator';
import { CatalogueRoute } from '../../common/routing/catalogue-route.decorator';
import { ValidBody } from '../../common/validation/zod-validation.pipe';
import type { Caller } from '../../upstream/upstream.port';
import { VipService } from './vip.service';

@Controller()
export class VipController {
  constructor(private readonly vip: VipService) {}

  @CatalogueRoute('vipList')
  list(@SessionCaller() caller: Caller): Promise<Vip[]> {
    return this.vip.list(caller);
  }

  @CatalogueRoute('vipCreate')
  create(
    @SessionCaller() caller: Caller,
    @ValidBody(VipCreateRequestSchema) request: VipCreateRequest,
  ): Promise<CreatedVip> {
    return this.vip.create(caller, request);
  }
}

import { Controller } from '@nestjs/common';
import type { OrderRedispatchResult } from '@taxi/contracts';
import { type CatalogueCall, CatalogueHandler } from '@/common/routing/catalogue-handler';
import { OrderRedispatchService } from './order-redispatch.service';

/** Re-dispatch by copy, for a company server without the orderAssign extension. */
@Controller()
export class DispatchController {
  constructor(private readonly redispatching: OrderRedispatchService) {}

  @CatalogueHandler('orderRedispatch')
  redispatch({ caller, body }: CatalogueCall<'orderRedispatch'>): Promise<OrderRedispatchResult> {
    return this.redispatching.redispatch(caller, body);
  }
}

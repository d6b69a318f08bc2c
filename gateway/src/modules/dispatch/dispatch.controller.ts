import { Controller, Header, Inject } from '@nestjs/common';
import {
  type OrderRedispatchRequest,
  OrderRedispatchRequestSchema,
  type OrderRedispatchResult,
  type UpstreamExtensions,
} from '@taxi/contracts';
import type { Caller } from '@/common/auth/caller';
import { SessionCaller } from '@/common/auth/session-caller.decorator';
import { CatalogueRoute } from '@/common/routing/catalogue-route.decorator';
import { ValidBody } from '@/common/validation/zod-validation.pipe';
import { UpstreamExtensionsAvailable } from '@/upstream/upstream-extensions';
import { OrderRedispatchService } from './order-redispatch.service';

/** What the admin can do about an order's driver, and re-dispatch without the server's extension. */
@Controller()
export class DispatchController {
  constructor(
    @Inject(UpstreamExtensionsAvailable) private readonly extensions: UpstreamExtensionsAvailable,
    private readonly redispatching: OrderRedispatchService,
  ) {}

  /** The admin offers only controls that work: it asks here which extensions the server has. */
  @CatalogueRoute('upstreamExtensions')
  @Header('Cache-Control', 'no-store')
  upstreamExtensions(): UpstreamExtensions {
    return this.extensions.toJSON();
  }

  @CatalogueRoute('orderRedispatch')
  redispatch(
    @SessionCaller() caller: Caller,
    @ValidBody(OrderRedispatchRequestSchema) request: OrderRedispatchRequest,
  ): Promise<OrderRedispatchResult> {
    return this.redispatching.redispatch(caller, request);
  }
}

import { Controller, Inject } from '@nestjs/common';
import type { GatewayEndpointName } from '@taxi/contracts';
import { addCatalogueHandler, inRouteOrder } from '@/common/routing/catalogue-handler';
import { AppConfig } from '@/config/app-config';
import { UpstreamExtensionsAvailable } from '@/upstream/upstream-extensions';
import { UpstreamPort } from '@/upstream/upstream.port';
import { GATEWAY_HANDLERS } from './gateway-calls';
import type { GatewayCallContext, GatewayHandler } from './gateway-handler';

/** Serves every handler of `GATEWAY_HANDLERS` at its call's route, as `@CatalogueHandler` would. */
@Controller()
export class GatewayCallsController {
  readonly context: GatewayCallContext;

  constructor(
    @Inject(UpstreamPort) upstream: UpstreamPort,
    @Inject(UpstreamExtensionsAvailable) extensions: UpstreamExtensionsAvailable,
    config: AppConfig,
  ) {
    this.context = { upstream, extensions, config };
  }
}

const names = Object.keys(GATEWAY_HANDLERS) as GatewayEndpointName[];
for (const name of inRouteOrder(names)) {
  const handler = GATEWAY_HANDLERS[name] as GatewayHandler<GatewayEndpointName>;
  addCatalogueHandler(GatewayCallsController, name, function (this: GatewayCallsController, call) {
    return handler(call, this.context);
  });
}

import { Controller, Inject } from '@nestjs/common';
import {
  AckSchema,
  type Endpoint,
  endpoints,
  type GatewayEndpointName,
  isUpstreamExtension,
} from '@taxi/contracts';
import type { Caller } from '@/common/auth/caller';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { addCatalogueHandler, type CatalogueCall, inRouteOrder } from '@/common/routing/catalogue-handler';
import { AppConfig } from '@/config/app-config';
import type { CallInput } from '@/upstream/upstream-call';
import { UpstreamExtensionsAvailable } from '@/upstream/upstream-extensions';
import { UpstreamPort } from '@/upstream/upstream.port';
import { type ForwardedName, forwardedNames } from './forwarded-calls';
import { GATEWAY_HANDLERS } from './gateway-calls';
import type { GatewayCallContext, GatewayHandler } from './gateway-handler';

/**
 * Serves every call of the catalogue that no feature's controller serves, each built from its entry
 * (`@CatalogueHandler`): route, status, the session check, path parameters, query and body validated
 * against their schemas (400 with the field and reason). A call of the company's server is forwarded
 * by the upstream port (`{ ok: true }` for a command); a call of the gateway's own is answered by its
 * handler in `GATEWAY_HANDLERS`. All their routes are added here in one order, so none catches
 * another's requests.
 */
@Controller()
export class CatalogueCallsController {
  readonly context: GatewayCallContext;

  constructor(
    @Inject(UpstreamPort) upstream: UpstreamPort,
    @Inject(UpstreamExtensionsAvailable) extensions: UpstreamExtensionsAvailable,
    config: AppConfig,
  ) {
    this.context = { upstream, extensions, config };
  }
}

function forward(name: ForwardedName) {
  const endpoint: Endpoint = endpoints[name];
  return async function (this: CatalogueCallsController, call: CatalogueCall<ForwardedName>) {
    const { upstream, extensions } = this.context;
    // A proposed extension reaches a real server only when ops turned it on.
    if (isUpstreamExtension(name) && !extensions.has(name)) {
      throw ApiHttpException.of(501, extensions.offMessage(name));
    }
    // The entry's schemas validated the input; the port types it by the entry's name.
    const upstreamCall = upstream.call.bind(upstream) as (
      name: ForwardedName,
      caller: Caller | null,
      input: CallInput<ForwardedName>,
    ) => Promise<unknown>;
    const { caller, params, query, body } = call;
    const input = { params, query, body } as CallInput<ForwardedName>;
    const answer = await upstreamCall(name, caller, input);
    return endpoint.response === AckSchema ? { ok: true } : answer;
  };
}

function answer(name: GatewayEndpointName) {
  const handler = GATEWAY_HANDLERS[name] as GatewayHandler<GatewayEndpointName>;
  return function (this: CatalogueCallsController, call: CatalogueCall<GatewayEndpointName>) {
    return handler(call, this.context);
  };
}

const isForwarded = (name: string): name is ForwardedName => (forwardedNames() as string[]).includes(name);
const own = Object.keys(GATEWAY_HANDLERS) as GatewayEndpointName[];
for (const name of inRouteOrder([...forwardedNames(), ...own])) {
  if (isForwarded(name)) {
    addCatalogueHandler(CatalogueCallsController, name, forward(name));
  } else {
    addCatalogueHandler(CatalogueCallsController, name, answer(name));
  }
}

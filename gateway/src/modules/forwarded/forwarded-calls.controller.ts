import { Controller, Inject } from '@nestjs/common';
import { AckSchema, type Endpoint, endpoints } from '@taxi/contracts';
import type { Caller } from '@/common/auth/caller';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { addCatalogueHandler, type CatalogueCall, inRouteOrder } from '@/common/routing/catalogue-handler';
import type { CallInput } from '@/upstream/upstream-call';
import { UpstreamExtensionsAvailable } from '@/upstream/upstream-extensions';
import { UpstreamPort } from '@/upstream/upstream.port';
import { type ForwardedName, forwardedNames } from './forwarded-calls';

type Forwarding = { readonly upstream: UpstreamPort; readonly extensions: UpstreamExtensionsAvailable };

/**
 * Serves every call of the catalogue the gateway only forwards, each built from its entry
 * (`@CatalogueHandler`): route, status, the session check, path parameters, query and body validated
 * against their schemas (400 with the field and reason), the upstream port called by the entry's
 * name, and `{ ok: true }` for a command. A new plain call needs no code here: its entry is the route.
 */
@Controller()
export class ForwardedCallsController implements Forwarding {
  constructor(
    @Inject(UpstreamPort) readonly upstream: UpstreamPort,
    @Inject(UpstreamExtensionsAvailable) readonly extensions: UpstreamExtensionsAvailable,
  ) {}
}

function forward(name: ForwardedName) {
  const endpoint: Endpoint = endpoints[name];
  return async function (this: Forwarding, call: CatalogueCall<ForwardedName>): Promise<unknown> {
    // A proposed extension reaches a real server only when ops turned it on.
    if (endpoint.extension && !this.extensions.has(endpoint.extension)) {
      throw ApiHttpException.of(501, this.extensions.offMessage(endpoint.extension));
    }
    // The entry's schemas validated the input; the port types it by the entry's name.
    const upstreamCall = this.upstream.call.bind(this.upstream) as (
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

for (const name of inRouteOrder(forwardedNames())) {
  addCatalogueHandler(ForwardedCallsController, name, forward(name));
}

import { Controller, Inject, type Type } from '@nestjs/common';
import { AckSchema, type Endpoint, endpoints } from '@taxi/contracts';
import type { Caller } from '@/common/auth/caller';
import { SessionCaller } from '@/common/auth/session-caller.decorator';
import { CatalogueRoute } from '@/common/routing/catalogue-route.decorator';
import { ValidBody, ValidParams } from '@/common/validation/zod-validation.pipe';
import type { CallInput } from '@/upstream/upstream-call';
import { UpstreamExtensionsAvailable } from '@/upstream/upstream-extensions';
import { UpstreamPort } from '@/upstream/upstream.port';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { type ForwardedName, forwardedNames } from './forwarded-calls';

type Forwarding = { readonly upstream: UpstreamPort; readonly extensions: UpstreamExtensionsAvailable };
type Handler = (this: Forwarding, caller: Caller, body?: unknown, params?: unknown) => Promise<unknown>;

/**
 * Serves every call of the catalogue the gateway only forwards, each built from its entry: route,
 * status, the session check, the body and path parameters validated against their schemas (400
 * with the field and reason), the upstream port called by the entry's name, and `{ ok: true }` for
 * a command. A new plain call needs no code here: its catalogue entry is the route.
 */
@Controller()
export class ForwardedCallsController implements Forwarding {
  constructor(
    @Inject(UpstreamPort) readonly upstream: UpstreamPort,
    @Inject(UpstreamExtensionsAvailable) readonly extensions: UpstreamExtensionsAvailable,
  ) {}
}

function forward(name: ForwardedName): Handler {
  const endpoint: Endpoint = endpoints[name];
  return async function (this: Forwarding, caller, body, params) {
    // A proposed extension reaches a real server only when ops turned it on.
    if (endpoint.extension && !this.extensions.has(endpoint.extension)) {
      throw ApiHttpException.of(501, this.extensions.offMessage(endpoint.extension));
    }
    // The entry's schemas validated both; the port types the input by the entry's name.
    const call = this.upstream.call.bind(this.upstream) as (
      name: ForwardedName,
      caller: Caller,
      input: CallInput<ForwardedName>,
    ) => Promise<unknown>;
    const answer = await call(name, caller, { body, params } as CallInput<ForwardedName>);
    return endpoint.response === AckSchema ? { ok: true } : answer;
  };
}

/** Adds one method a forwarded call to the controller, decorated as a hand-written one would be. */
function addRoute(target: Type<Forwarding>, name: ForwardedName): void {
  const endpoint: Endpoint = endpoints[name];
  const prototype = target.prototype as object;
  Object.defineProperty(prototype, name, { value: forward(name), writable: true, configurable: true });
  const descriptor = Object.getOwnPropertyDescriptor(prototype, name) as PropertyDescriptor;
  SessionCaller()(prototype, name, 0);
  if (endpoint.body) {
    ValidBody(endpoint.body)(prototype, name, 1);
  }
  if (endpoint.params) {
    ValidParams(endpoint.params)(prototype, name, 2);
  }
  CatalogueRoute(name)(prototype, name, descriptor);
}

for (const name of forwardedNames()) {
  addRoute(ForwardedCallsController, name);
}

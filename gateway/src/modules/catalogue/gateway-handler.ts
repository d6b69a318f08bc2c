import type { GatewayEndpointName } from '@taxi/contracts';
import type { CatalogueAnswer, CatalogueCall } from '@/common/routing/catalogue-handler';
import type { AppConfig } from '@/config/app-config';
import type { UpstreamExtensionsAvailable } from '@/upstream/upstream-extensions';
import type { UpstreamPort } from '@/upstream/upstream.port';

/** What a handler of the gateway's own may use: the company's server, its extensions, the configuration. */
export type GatewayCallContext = {
  upstream: UpstreamPort;
  extensions: UpstreamExtensionsAvailable;
  config: AppConfig;
};

/**
 * One of the gateway's own calls: the call as its entry reads it (caller, params, query, body, all
 * validated) in, the entry's answer out. A 404 or 409 is `throw ApiHttpException.of(404, '…')`.
 */
export type GatewayHandler<N extends GatewayEndpointName> = (
  call: CatalogueCall<N>,
  context: GatewayCallContext,
) => CatalogueAnswer<N>;

/** Handlers by call name: the compiler checks each one against its entry. */
export type GatewayHandlers = { readonly [N in GatewayEndpointName]?: GatewayHandler<N> };

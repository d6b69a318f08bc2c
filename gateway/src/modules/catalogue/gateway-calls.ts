import type { GatewayHandlers } from './gateway-handler';

/**
 * The gateway's own calls that need no feature of their own: one handler each, by the call's name
 * (a longer one in a file beside this, named here). A call whose work belongs to a feature is a
 * `@CatalogueHandler` method in that feature's controller instead.
 */
export const GATEWAY_HANDLERS: GatewayHandlers = {
  // The tariff the dispatch screen prices with: the gateway's configuration, one source for both sides.
  tariff: (_call, { config }) => config.tariff,
  // The admin offers only controls that work: it asks here which extensions the server has.
  upstreamExtensions: (_call, { extensions }) => extensions.toJSON(),
};

import {
  type EndpointRoute,
  fillPath,
  type GatewayEndpointName,
  gatewayEndpointRoutes,
  type gatewayEndpoints,
  type PathParameters,
} from '@taxi/contracts';
import type { z } from 'zod';
import { requestJson } from './api-client';

type Catalogue = typeof gatewayEndpoints;

type QueryOf<N extends GatewayEndpointName> = Catalogue[N] extends { query: infer S extends z.ZodType }
  ? z.input<S>
  : never;
type BodyOf<N extends GatewayEndpointName> = Catalogue[N] extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : never;
export type GatewayResponse<N extends GatewayEndpointName> = Catalogue[N] extends {
  response: infer S extends z.ZodType;
}
  ? z.infer<S>
  : void;

export type GatewayCallOptions<N extends GatewayEndpointName> = {
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  /** Values for the path's `{name}` parameters (`placeResolve`: `{ id }`). */
  params?: PathParameters<Catalogue[N]['path']>;
  signal?: AbortSignal;
};

function withQuery(path: string, query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) {
      search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A call the gateway adds to the documented API (maps, fleet, tariff, mock controls). */
export function callGatewayApi<N extends GatewayEndpointName>(
  name: N,
  options: GatewayCallOptions<N> = {},
): Promise<GatewayResponse<N>> {
  const endpoint: EndpointRoute = gatewayEndpointRoutes[name];
  return requestJson<GatewayResponse<N>>(
    endpoint.method,
    withQuery(
      fillPath(endpoint.path, (options.params ?? {}) as PathParameters<string>),
      options.query as object | undefined,
    ),
    { body: options.body, signal: options.signal },
  );
}

import { AckSchema, endpoints, TokenSchema, type Endpoint, type EndpointName } from '@taxi/contracts';
import { type HttpRequest } from './http-client';

/** Endpoints whose answer the product does not read: any 2xx is success. */
export type AckEndpointName = {
  [N in EndpointName]: (typeof endpoints)[N]['response'] extends typeof AckSchema ? N : never;
}[EndpointName];

/** `token` fills `{token}` and, for admin calls, the bearer header; `driverId` fills `{driverId}`. */
export type EndpointCall = { token?: string; body?: unknown; driverId?: number };

/** The HTTP request for one catalogue entry, so no path is typed twice. */
export function requestFor(name: EndpointName, { token, body, driverId }: EndpointCall): HttpRequest {
  const endpoint: Endpoint = endpoints[name];
  let path = endpoint.path;
  if (token !== undefined) {
    path = path.replaceAll('{token}', encodeURIComponent(token));
  }
  if (driverId !== undefined) {
    path = path.replaceAll('{driverId}', String(driverId));
  }
  const bearer = endpoint.access === 'admin' && token !== undefined;
  return {
    method: endpoint.method,
    path,
    body,
    headers: bearer ? { authorization: `Bearer ${token}` } : undefined,
    successBody: endpoint.response === AckSchema ? 'ignore' : 'json',
  };
}

/**
 * Whether a token can be an issued one and travel in a path segment: `.` and `..` pass the token
 * format but would be read as dot segments, and anything else invalid cannot be a session anyway.
 */
export function isWellFormedToken(token: string): boolean {
  return TokenSchema.safeParse(token).success && !/^\.{1,2}$/.test(token);
}

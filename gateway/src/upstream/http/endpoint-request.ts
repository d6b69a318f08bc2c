import {
  AckSchema,
  endpoints,
  fillPath,
  TokenSchema,
  type Endpoint,
  type EndpointName,
} from '@taxi/contracts';
import type { TokenHeader } from '../../config/app-config';
import { type HttpRequest } from './http-client';

/** Endpoints whose answer the product does not read: any 2xx is success. */
export type AckEndpointName = {
  [N in EndpointName]: (typeof endpoints)[N]['response'] extends typeof AckSchema ? N : never;
}[EndpointName];

export const BEARER_TOKEN_HEADER: TokenHeader = { name: 'authorization', scheme: 'Bearer' };

/** `token` fills `{token}` and, for admin calls, the token header; `driverId` fills `{driverId}`. */
export type EndpointCall = { token?: string; body?: unknown; driverId?: number };

/** The HTTP request for one catalogue entry, so no path is typed twice. */
export function requestFor(
  name: EndpointName,
  { token, body, driverId }: EndpointCall,
  tokenHeader: TokenHeader = BEARER_TOKEN_HEADER,
): HttpRequest {
  const endpoint: Endpoint = endpoints[name];
  const path = fillPath(endpoint.path, { token, driverId });
  const carriesToken =
    tokenHeader !== null && token !== undefined && (endpoint.access === 'admin' || name === 'tokenCheck');
  return {
    method: endpoint.method,
    path,
    body,
    headers: carriesToken ? { [tokenHeader.name]: tokenHeaderValue(tokenHeader, token) } : undefined,
    successBody: endpoint.response === AckSchema ? 'ignore' : 'json',
  };
}

function tokenHeaderValue(header: NonNullable<TokenHeader>, token: string): string {
  return header.scheme ? `${header.scheme} ${token}` : token;
}

/**
 * Whether a token can be an issued one and travel in a path segment: `.` and `..` pass the token
 * format but would be read as dot segments, and anything else invalid cannot be a session anyway.
 */
export function isWellFormedToken(token: string): boolean {
  return TokenSchema.safeParse(token).success && !/^\.{1,2}$/.test(token);
}

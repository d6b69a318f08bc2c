import {
  AckSchema,
  endpoints,
  fillPath,
  TokenSchema,
  type Endpoint,
  type EndpointName,
} from '@taxi/contracts';
import type { TokenHeader } from '@/config/app-config';
import type { ServiceRequest } from '@/common/net/service-answer';

export const BEARER_TOKEN_HEADER: TokenHeader = { name: 'authorization', scheme: 'Bearer' };

/**
 * One call's parts: `token` (the session) fills `{token}`, the token header of admin calls and the
 * token check, and the body's `token` where the entry says `tokenInBody`; `params` fill the path's
 * other parameters.
 */
export type EndpointCall = {
  token?: string;
  body?: unknown;
  params?: Readonly<Record<string, string | number>>;
};

/** The HTTP request for one catalogue entry, so no path is typed twice. */
export function requestFor(
  name: EndpointName,
  { token, body, params }: EndpointCall,
  tokenHeader: TokenHeader = BEARER_TOKEN_HEADER,
): ServiceRequest {
  const endpoint: Endpoint = endpoints[name];
  // Typed through the port by the entry's name; here the entry is any entry.
  const path = fillPath(endpoint.path, { ...params, token });
  const carriesToken =
    tokenHeader !== null && token !== undefined && (endpoint.access === 'admin' || name === 'tokenCheck');
  return {
    method: endpoint.method,
    path,
    body: endpoint.tokenInBody && token !== undefined ? { ...(body as object | undefined), token } : body,
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

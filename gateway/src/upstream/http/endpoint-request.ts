import {
  AckSchema,
  endpoints,
  fillPath,
  TokenSchema,
  withQuery,
  type Endpoint,
  type EndpointName,
} from '@taxi/contracts';
import type { TokenHeader } from '@/config/app-config';
import type { ServiceRequest } from '@/common/net/service-answer';

export const BEARER_TOKEN_HEADER: TokenHeader = { name: 'authorization', scheme: 'Bearer' };

/**
 * One call's parts: `token` (the session) fills `{token}`, the token header of admin calls and the
 * token check, and the body's `token` where the entry says `tokenInBody`; `params` fill the path's
 * other parameters; `query` (as its schema admitted it) becomes the query string.
 */
export type EndpointCall = {
  token?: string;
  body?: unknown;
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, unknown>>;
};

/** The HTTP request for one catalogue call, so no path is typed twice. */
export function requestFor(
  name: EndpointName,
  call: EndpointCall,
  tokenHeader: TokenHeader = BEARER_TOKEN_HEADER,
): ServiceRequest {
  return requestForEntry(endpoints[name], call, tokenHeader);
}

/** The HTTP request for a catalogue entry: its path, query, token header and body. */
export function requestForEntry(
  endpoint: Endpoint,
  { token, body, params, query }: EndpointCall,
  tokenHeader: TokenHeader = BEARER_TOKEN_HEADER,
): ServiceRequest {
  // Typed through the port by the entry's name; here the entry is any entry.
  const path = withQuery(fillPath(endpoint.path, { ...params, token }), query);
  // Admin calls carry the session; so does the (public) token check, which asks about it.
  const carriesToken =
    tokenHeader !== null &&
    token !== undefined &&
    (endpoint.access === 'admin' || endpoint.reading?.kind === 'tokenVerdict');
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

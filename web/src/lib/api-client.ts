import {
  type ApiError,
  type EndpointName,
  type EndpointResponse,
  type EndpointRoute,
  endpointRoutes,
  type endpoints,
  fillPath,
  SESSION_TOKEN_ALIAS,
  SKIPPED_RECORDS_HEADER,
} from '@taxi/contracts';
import type { z } from 'zod';
import { noteSkippedRecords } from './skipped-records';

export const NETWORK_ERROR_MESSAGE =
  'Nepodařilo se spojit se serverem. Zkontrolujte připojení a zkuste to znovu.';
const FALLBACK_ERROR_MESSAGE = 'Požadavek se nezdařil. Zkuste to prosím znovu.';

/** A failed call: HTTP status (0 when the network failed), the gateway's Czech message and field issues. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: NonNullable<ApiError['issues']> = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Called whenever an admin call answers 401 (the session ended); returns the unsubscribe function. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function errorFrom(status: number, payload: unknown): ApiRequestError {
  const envelope = payload as Partial<ApiError> | undefined;
  const message = typeof envelope?.message === 'string' ? envelope.message : FALLBACK_ERROR_MESSAGE;
  return new ApiRequestError(status, message, Array.isArray(envelope?.issues) ? envelope.issues : []);
}

export type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  /** Told the answer's skipped-record count (a list answer the gateway could not read whole). */
  onSkippedRecords?: (count: number) => void;
};

/** JSON request to the gateway (same origin, session cookie attached by the browser). */
export async function requestJson<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        options.body === undefined
          ? { Accept: 'application/json' }
          : {
              Accept: 'application/json',
              'Content-Type': 'application/json',
            },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw new ApiRequestError(0, NETWORK_ERROR_MESSAGE);
  }
  const payload = parseJson(await response.text());
  if (!response.ok) {
    const error = errorFrom(response.status, payload);
    if (response.status === 401 && !path.startsWith('/api/admins/login')) {
      unauthorizedListeners.forEach((listener) => listener());
    }
    throw error;
  }
  options.onSkippedRecords?.(Number(response.headers.get(SKIPPED_RECORDS_HEADER) ?? 0) || 0);
  return payload as T;
}

type BodyOf<N extends EndpointName> = (typeof endpoints)[N] extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : never;

export type CallOptions<N extends EndpointName> = {
  body?: BodyOf<N>;
  driverId?: number;
  signal?: AbortSignal;
};

/** Calls a documented endpoint by its catalogue name; `{token}` becomes `me` (the HttpOnly cookie's). */
export function callApi<N extends EndpointName>(
  name: N,
  options: CallOptions<N> = {},
): Promise<EndpointResponse<N>> {
  // The routes table, not the catalogue with its schemas: calling the API does not load zod.
  const endpoint: EndpointRoute = endpointRoutes[name];
  const path = fillPath(endpoint.path, { token: SESSION_TOKEN_ALIAS, driverId: options.driverId });
  return requestJson<EndpointResponse<N>>(endpoint.method, path, {
    body: options.body,
    signal: options.signal,
    onSkippedRecords: (count) => noteSkippedRecords(name, count),
  });
}

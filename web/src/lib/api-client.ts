import {
  type ApiEndpointName,
  type ApiError,
  type ApiResponse,
  type EndpointInput,
  fillPath,
  type InputIsOptional,
  routeOf,
  SESSION_IDLE_CODE,
  SESSION_TOKEN_ALIAS,
  SKIPPED_RECORDS_HEADER,
  withQuery,
} from '@taxi/contracts';
import { lockScreen } from './session-lock';
import { noteSkippedRecords } from './skipped-records';

export const NETWORK_ERROR_MESSAGE =
  'Nepodařilo se spojit se serverem. Zkontrolujte připojení a zkuste to znovu.';
const FALLBACK_ERROR_MESSAGE = 'Požadavek se nezdařil. Zkuste to prosím znovu.';

/**
 * A failed call: HTTP status (0 when the network failed), the gateway's Czech message and field issues
 * (each with its code), and the failure's code for a page that words it in its own language.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: NonNullable<ApiError['issues']> = [],
    /** A 409 of a driver assignment: who has the order now. */
    readonly current?: ApiError['current'],
    readonly code?: ApiError['code'],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/**
 * Called whenever an admin call answers 401 because the session ended; returns the unsubscribe
 * function. A 401 `session-idle` (no input for too long) locks the screen instead.
 */
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
  const current =
    typeof envelope?.current === 'object' && envelope.current !== null ? envelope.current : undefined;
  return new ApiRequestError(
    status,
    message,
    Array.isArray(envelope?.issues) ? envelope.issues : [],
    current,
    typeof envelope?.code === 'string' ? envelope.code : undefined,
  );
}

export type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  /** Told the answer's skipped-record count (a list answer the gateway could not read whole). */
  onSkippedRecords?: (count: number) => void;
};

// Signing in again (unlocking) ends the session before the browser holds the new one's cookie: a 401
// to a call sent meanwhile with the old cookie is no news of the new session.
let signIns = 0;
let signingIn = 0;

/** JSON request to the gateway (same origin, session cookie attached by the browser). */
export async function requestJson<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const login = path.startsWith('/api/admins/login');
  const sentAfter = signIns;
  let response: Response;
  signingIn += Number(login);
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
  } finally {
    signingIn -= Number(login);
  }
  signIns += Number(login && response.ok);
  const payload = parseJson(await response.text());
  if (!response.ok) {
    const error = errorFrom(response.status, payload);
    if (response.status === 401 && error.code === SESSION_IDLE_CODE) {
      lockScreen();
    } else if (response.status === 401 && !login && !signingIn && sentAfter === signIns) {
      unauthorizedListeners.forEach((listener) => listener());
    }
    throw error;
  }
  options.onSkippedRecords?.(Number(response.headers.get(SKIPPED_RECORDS_HEADER) ?? 0) || 0);
  return payload as T;
}

/** A call's params, body and query (each required exactly when the call has it), and its abort signal. */
export type CallOptions<N extends ApiEndpointName> = EndpointInput<N> & { signal?: AbortSignal };

/** The options argument: left out only by a call that needs no params, body or query. */
export type CallArguments<N extends ApiEndpointName> =
  InputIsOptional<N> extends true ? [options?: CallOptions<N>] : [options: CallOptions<N>];

// What the caller's options are once the compiler has checked them against the call.
type CheckedOptions = {
  params?: Readonly<Record<string, string | number>>;
  body?: unknown;
  query?: Readonly<Record<string, unknown>>;
  signal?: AbortSignal;
};

const misuseListeners = new Set<(error: Error) => void>();

/**
 * Called when a call cannot even be made: a path parameter without a value at run time, a name the
 * catalogue lacks. A bug, not a failure of the server: the test harness fails the test at once.
 */
export function onCallMisuse(listener: (error: Error) => void): () => void {
  misuseListeners.add(listener);
  return () => misuseListeners.delete(listener);
}

function urlOf(
  name: ApiEndpointName,
  { params, query }: CheckedOptions,
): { method: 'GET' | 'POST'; url: string } {
  try {
    const route = routeOf(name);
    const path = fillPath(route.path, { ...params, token: SESSION_TOKEN_ALIAS });
    return { method: route.method, url: withQuery(path, query) };
  } catch (cause) {
    const error = new Error(`callApi('${name}'): ${cause instanceof Error ? cause.message : String(cause)}`);
    misuseListeners.forEach((listener) => listener(error));
    throw error;
  }
}

/**
 * Calls the API by its catalogue name: `callApi('vipList', { signal })`,
 * `callApi('driverToken', { params: { driverId } })`. `{token}` becomes `me` (the HttpOnly cookie's);
 * a missing or misspelled parameter, body or query does not compile. A list's skipped records (the
 * gateway's own lists too) reach the skipped-records notice.
 */
export async function callApi<N extends ApiEndpointName>(
  name: N,
  ...[options]: CallArguments<N>
): Promise<ApiResponse<N>> {
  // The routes table, not the catalogue with its schemas: calling the API does not load zod.
  const checked = (options ?? {}) as CheckedOptions;
  const { method, url } = urlOf(name, checked);
  return requestJson<ApiResponse<N>>(method, url, {
    body: checked.body,
    signal: checked.signal,
    onSkippedRecords: (count) => noteSkippedRecords(name, count),
  });
}

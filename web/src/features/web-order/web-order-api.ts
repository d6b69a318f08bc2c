import {
  type ApiError,
  pathOf,
  type PlaceSearchResult,
  type WebOrderAvailability,
  type WebOrderCode,
  type WebOrderCreated,
  type WebOrderRequest,
  type WebOrderStatus,
  type WebQuote,
  type WebQuoteRequest,
  WEB_ORDER_CODES,
} from '@taxi/contracts';

/** A call that did not answer with its data: status 0 when the gateway was not reached. */
export type WebOrderFailure = {
  ok: false;
  status: number;
  code: WebOrderCode | null;
  issues: NonNullable<ApiError['issues']>;
};
export type WebOrderAnswer<T> = { ok: true; data: T } | WebOrderFailure;

/** A create waits this long for its answer; a retry of the same filling then creates nothing twice. */
const CREATE_TIMEOUT_MS = 30_000;
const READ_TIMEOUT_MS = 15_000;

const isCode = (value: unknown): value is WebOrderCode =>
  typeof value === 'string' && (WEB_ORDER_CODES as readonly string[]).includes(value);

function failureOf(status: number, payload: unknown): WebOrderFailure {
  const error = (typeof payload === 'object' && payload !== null ? payload : {}) as Partial<ApiError>;
  return {
    ok: false,
    status,
    code: isCode(error.code) ? error.code : null,
    issues: Array.isArray(error.issues) ? error.issues : [],
  };
}

async function call<T>(path: string, init: RequestInit, timeoutMs: number): Promise<WebOrderAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
      signal: init.signal ?? AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return failureOf(0, null);
  }
  const payload: unknown = await response.json().catch(() => null);
  return response.ok ? { ok: true, data: payload as T } : failureOf(response.status, payload);
}

const post = <T>(path: string, body: unknown, timeoutMs = READ_TIMEOUT_MS) =>
  call<T>(path, { method: 'POST', body: JSON.stringify(body) }, timeoutMs);

/** The public web-order calls of the gateway (docs/web-orders.md), for the light public pages. */
export const webOrderApi = {
  availability: () =>
    call<WebOrderAvailability>(pathOf('webOrderAvailability'), { method: 'GET' }, READ_TIMEOUT_MS),
  places: (q: string, signal: AbortSignal) =>
    call<PlaceSearchResult>(pathOf('webPlaceSearch', {}, { q }), { method: 'GET', signal }, READ_TIMEOUT_MS),
  quote: (request: WebQuoteRequest) => post<WebQuote>(pathOf('webQuote'), request),
  create: (request: WebOrderRequest) =>
    post<WebOrderCreated>(pathOf('webOrderCreate'), request, CREATE_TIMEOUT_MS),
  status: (statusToken: string) => post<WebOrderStatus>(pathOf('webOrderStatus'), { statusToken }),
  cancel: (statusToken: string) => post<WebOrderStatus>(pathOf('webOrderCancel'), { statusToken }),
};
export type WebOrderApi = typeof webOrderApi;

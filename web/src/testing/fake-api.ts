import {
  type ApiEndpointName,
  apiEndpointRoutes,
  type ApiError,
  type ApiResponse,
  type EndpointBodyInput,
  SESSION_TOKEN_ALIAS,
  SKIPPED_RECORDS_HEADER,
} from '@taxi/contracts';

/** A request the SPA sent, as the fake read it off the wire. */
export type FakeRequest<N extends ApiEndpointName> = {
  name: N;
  method: 'GET' | 'POST';
  /** The URL as requested, query included. */
  url: string;
  /** The path's parameters other than `{token}` (which must be the session alias), decoded. */
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body as sent; undefined for a call without one. */
  body: [EndpointBodyInput<N>] extends [never] ? undefined : EndpointBodyInput<N>;
  signal: AbortSignal | undefined;
};

/** Any call's request, narrowed by `name`. */
export type AnyFakeRequest = { [N in ApiEndpointName]: FakeRequest<N> }[ApiEndpointName];

/** How the fake answers one request, beyond a plain 200 with a JSON body. */
export class FakeReply {
  private constructor(readonly respond: (signal: AbortSignal | undefined) => Promise<Response>) {}

  /** `body` as JSON with `status`; `skippedRecords` sets the gateway's `X-Skipped-Records` header. */
  static json(
    body: unknown,
    { status = 200, skippedRecords }: { status?: number; skippedRecords?: number } = {},
  ) {
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (skippedRecords !== undefined) {
      headers.set(SKIPPED_RECORDS_HEADER, String(skippedRecords));
    }
    // 204 and its kin carry no body: the Response constructor refuses one.
    const text = body === undefined || status === 204 ? null : JSON.stringify(body);
    return new FakeReply(() => Promise.resolve(new Response(text, { status, headers })));
  }

  /** The gateway's error envelope `{ message, issues? }` with `status`. */
  static error(status: number, message: string, issues?: ApiError['issues']) {
    return FakeReply.json(issues ? { message, issues } : { message }, { status });
  }

  /** The request never reaches the server: `fetch` rejects as it does offline. */
  static networkFailure() {
    return new FakeReply(() => Promise.reject(new TypeError('Failed to fetch')));
  }

  /** No answer at all (the call stays pending) until the caller aborts it. */
  static never() {
    return new FakeReply(
      (signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(abortError()));
        }),
    );
  }
}

type Answer<N extends ApiEndpointName> = ApiResponse<N> | FakeReply;
/** A fixed answer, or one computed from the request (async to answer later, say after a test's signal). */
export type FakeAnswer<N extends ApiEndpointName> =
  Answer<N> | ((request: FakeRequest<N>) => Answer<N> | Promise<Answer<N>>);

type Route = { name: ApiEndpointName; method: string; pattern: RegExp; params: string[] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Every catalogue call's method and path as a pattern: `{token}` only matches the session alias the
// SPA must send, other parameters any one segment. Fewer parameters first, so a literal segment wins.
const ROUTES: readonly Route[] = (Object.keys(apiEndpointRoutes) as ApiEndpointName[])
  .map((name) => {
    const { method, path } = apiEndpointRoutes[name];
    const params: string[] = [];
    const source = path
      .split(/(\{\w+\})/)
      .map((part) => {
        const parameter = /^\{(\w+)\}$/.exec(part)?.[1];
        if (parameter === undefined) {
          return escape(part);
        }
        if (parameter === 'token') {
          return escape(SESSION_TOKEN_ALIAS);
        }
        params.push(parameter);
        return '([^/]+)';
      })
      .join('');
    return { name, method, pattern: new RegExp(`^${source}$`), params };
  })
  .sort((a, b) => a.params.length - b.params.length);

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') {
    return input;
  }
  return input instanceof URL ? input.href : input.url;
}

function parseBody(body: RequestInit['body']): unknown {
  if (body === undefined || body === null) {
    return undefined;
  }
  if (typeof body !== 'string') {
    throw new TypeError('fake-api: the SPA sends JSON text bodies only');
  }
  return JSON.parse(body) as unknown;
}

const answers = new Map<ApiEndpointName, FakeAnswer<ApiEndpointName>>();
const requests: AnyFakeRequest[] = [];
const unexpected: string[] = [];

// A call that could not even be made; waits racing `misused` end as soon as one happens.
let misused: Promise<never>;
let rejectMisused: (error: Error) => void;
function armMisuse(): void {
  misused = new Promise<never>((_resolve, reject) => {
    rejectMisused = reject;
  });
  // Observed by the waits that race it; otherwise the check after the test tells.
  misused.catch(() => {});
}
armMisuse();

async function answerFor(request: AnyFakeRequest, answer: FakeAnswer<ApiEndpointName>): Promise<FakeReply> {
  const value = typeof answer === 'function' ? await answer(request) : answer;
  return value instanceof FakeReply
    ? value
    : FakeReply.json(value, { status: value === undefined ? 204 : 200 });
}

function matchRoute(method: string, pathname: string): { route: Route; values: string[] } | undefined {
  for (const route of ROUTES) {
    const match = route.method === method ? route.pattern.exec(pathname) : null;
    if (match) {
      return { route, values: match.slice(1) };
    }
  }
  return undefined;
}

async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = urlOf(input);
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const method = (init.method ?? 'GET').toUpperCase();
  const signal = init.signal ?? undefined;
  const found = matchRoute(method, pathname);
  if (!found) {
    unexpected.push(`${method} ${url} is no catalogue call`);
    throw new TypeError(`fake-api: ${method} ${url} is no catalogue call`);
  }
  const { route, values } = found;
  // The recorded body is what the typed client sent, read back from its JSON.
  const request = {
    name: route.name,
    method,
    url,
    params: Object.fromEntries(
      route.params.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]),
    ),
    query: Object.fromEntries(searchParams),
    body: parseBody(init.body),
    signal,
  } as AnyFakeRequest;
  requests.push(request);
  // `has`, not `get`: undefined is an answer too (204, for a call without one).
  if (!answers.has(route.name)) {
    unexpected.push(`${route.name} (${method} ${url}) has no answer`);
    throw new TypeError(`fake-api: no answer for ${route.name}`);
  }
  if (signal?.aborted) {
    throw abortError();
  }
  const reply = await answerFor(request, answers.get(route.name));
  if (signal?.aborted) {
    throw abortError();
  }
  return reply.respond(signal);
}

/** The requests made so far, in order; only those for `name` when given. */
function recordedRequests(): AnyFakeRequest[];
function recordedRequests<N extends ApiEndpointName>(name: N): FakeRequest<N>[];
function recordedRequests(name?: ApiEndpointName): AnyFakeRequest[] {
  return name === undefined ? [...requests] : requests.filter((request) => request.name === name);
}

/**
 * The gateway as the SPA's tests see it, at the network edge: `fetch` answers each catalogue call by
 * its name. A request for a call without an answer, or for no catalogue call at all, fails the test
 * (`setup.ts` checks after each one), so a test says every call its screen makes.
 */
export const fakeApi = {
  fetch: fakeFetch,

  /** Answers every later request for `name` with `answer` (replacing an earlier one). */
  on<N extends ApiEndpointName>(name: N, answer: FakeAnswer<N>): void {
    answers.set(name, answer as FakeAnswer<ApiEndpointName>);
  },

  requests: recordedRequests,

  /**
   * Told by the API client of a call it could not make (a path parameter without a value): recorded
   * like an unanswered call, and every wait racing `misused()` fails at once with its message.
   */
  noteMisuse(error: Error): void {
    unexpected.push(error.message);
    rejectMisused(error);
  },

  /** Rejects with the first call the test could not make since the last reset. */
  misused(): Promise<never> {
    return misused;
  },

  /** Forgets answers and requests; returns what went unanswered or could not be made since the last reset. */
  reset(): string[] {
    answers.clear();
    requests.length = 0;
    armMisuse();
    return unexpected.splice(0);
  },
};

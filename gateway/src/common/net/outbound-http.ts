import { Agent, type Dispatcher, interceptors } from 'undici';
import { BodyCollector, type ReceivedBody } from './received-body';

export type OutboundHttpOptions = {
  /** Scheme, host, port and an optional path prefix that every request's `path` goes below. */
  baseUrl?: string;
  /** The socket must be connected within this time. */
  connectTimeoutMs: number;
  /** The whole answer, body included, must arrive within this time (a GET's one retry included). */
  responseTimeoutMs: number;
  /** Larger answers are refused as they arrive (`too-large`), whatever their `content-length` says. */
  maxResponseBytes: number;
};

export type OutboundRequest = {
  method: 'GET' | 'POST';
  /** Scheme, host and port, e.g. `https://routes.googleapis.com`; the base URL's when not given. */
  origin?: string;
  /** Path and query below the base URL (or the origin), starting with `/`. */
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** The caller's own cancellation (shutdown, a poll's deadline): the outcome is then `aborted`. */
  signal?: AbortSignal;
  /** Bytes a 2xx answer is likely to repeat (the call's last answer): repeating chunks are not kept. */
  expectedBody?: Buffer;
};

/**
 * What became of one exchange. Every status is an answer (redirects are not followed, so a 3xx is one
 * too); what each status means is the caller's to decide.
 */
export type OutboundOutcome =
  | { kind: 'answered'; status: number; body: ReceivedBody }
  | { kind: 'network' } // refused, reset, DNS (after a GET's retry)
  | { kind: 'cut-off' } // the connection failed while the body arrived
  | { kind: 'timeout' } // not connected in time, or no whole answer in time
  | { kind: 'too-large' } // the body passed `maxResponseBytes`
  | { kind: 'aborted' }; // the caller's signal fired

/** Connections kept per origin; more requests queue in the pool. */
const CONNECTIONS_PER_ORIGIN = 64;
/** Failures of the connection itself: a GET is safe to send again (usually a keep-alive socket the server just closed). */
const RETRIED_ERROR_CODES = ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'UND_ERR_SOCKET'];
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const TOO_LARGE_CODE = 'UND_ERR_RES_EXCEEDED_MAX_SIZE';

/**
 * The gateway's one outbound HTTP client (upstream, vehicle tracking, map services), on undici:
 * a keep-alive pool per origin, connect/headers/body timeouts, a body size cap, and one retry of an
 * idempotent GET whose connection failed (never of a POST, never of an answered status). An answer's
 * body is collected as it arrives (`BodyCollector`), so an unchanged large answer can be compared
 * with the last one instead of being kept. Outcomes carry no URL, host or header, so nothing a
 * caller logs from them can reveal a credential.
 */
export class OutboundHttp {
  private agent!: Agent;
  private dispatcher!: Dispatcher;
  private readonly origin: string | undefined;
  private readonly prefix: string;

  constructor(private readonly options: OutboundHttpOptions) {
    const base = options.baseUrl === undefined ? undefined : new URL(options.baseUrl);
    this.origin = base?.origin;
    this.prefix = base ? base.pathname.replace(/\/+$/, '') : '';
    this.open();
  }

  async exchange(request: OutboundRequest): Promise<OutboundOutcome> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.options.responseTimeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, deadline.signal]) : deadline.signal;
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    try {
      const response = await this.dispatcher.request({
        origin: request.origin ?? this.origin,
        path: this.prefix + request.path,
        method: request.method,
        headers: {
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        body: payload,
        signal,
      });
      return await collect(response, request.expectedBody);
    } catch (caught) {
      const cutOff = caught instanceof BodyFailure;
      const error: unknown = cutOff ? caught.cause : caught;
      if (request.signal?.aborted) {
        return { kind: 'aborted' };
      }
      if (deadline.signal.aborted) {
        return { kind: 'timeout' };
      }
      const failure = failureOf(error);
      return { kind: failure === 'network' && cutOff ? 'cut-off' : failure };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes the pooled keep-alive sockets; later requests open new ones. */
  close(): void {
    const closing = this.agent;
    this.open();
    void closing.destroy().catch(() => undefined);
  }

  private open(): void {
    const { connectTimeoutMs, responseTimeoutMs, maxResponseBytes } = this.options;
    this.agent = new Agent({
      connections: CONNECTIONS_PER_ORIGIN,
      connect: { timeout: connectTimeoutMs },
      headersTimeout: responseTimeoutMs,
      bodyTimeout: responseTimeoutMs,
      maxResponseSize: maxResponseBytes,
    });
    this.dispatcher = this.agent.compose(
      interceptors.retry({
        methods: ['GET'],
        maxRetries: 1,
        minTimeout: 0,
        statusCodes: [],
        errorCodes: RETRIED_ERROR_CODES,
      }),
    );
  }
}

function collect(response: Dispatcher.ResponseData, expected: Buffer | undefined): Promise<OutboundOutcome> {
  const status = response.statusCode;
  const collector = new BodyCollector(status >= 200 && status < 300 ? expected : undefined);
  const { body } = response;
  return new Promise((resolve, reject) => {
    body.on('data', (chunk: Buffer) => collector.add(chunk));
    body.on('end', () => resolve({ kind: 'answered', status, body: collector.finish() }));
    body.on('error', (error) => reject(new BodyFailure(error)));
  });
}

/** A failure after the status arrived, while the body was being read. */
class BodyFailure extends Error {
  constructor(override readonly cause: unknown) {
    super('body failed');
  }
}

function failureOf(error: unknown): 'network' | 'timeout' | 'too-large' {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === TOO_LARGE_CODE) {
    return 'too-large';
  }
  return typeof code === 'string' && TIMEOUT_CODES.has(code) ? 'timeout' : 'network';
}

/** JSON text of a body, or `ok: false` when it is not JSON. */
export function parseJson(raw: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
}

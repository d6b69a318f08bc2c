import { Agent, type Dispatcher, interceptors } from 'undici';
import { forwardedRequestHeaders } from '@/common/logging/request-context';
import type { OutboundOutcome, OutboundRequest } from './outbound-types';
import { BodyCollector } from './received-body';
import { readOutcome, type ServiceAnswer, type ServicePolicy, type ServiceRequest } from './service-answer';

export type { OutboundOutcome, OutboundRequest } from './outbound-types';

export type OutboundHttpOptions = {
  /** Scheme, host, port and an optional path prefix that every request's `path` goes below. */
  baseUrl?: string;
  /** The socket must be connected within this time. */
  connectTimeoutMs: number;
  /** The whole answer, body included, must arrive within this time (a GET's one retry included). */
  responseTimeoutMs: number;
  /** Larger answers are refused as they arrive (`too-large`), whatever their `content-length` says. */
  maxResponseBytes: number;
  /** How `call` reads this service's answers, unless a call says otherwise. */
  policy?: ServicePolicy;
};

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

  /** One exchange read by the service's policy: an answer, or that service's coded error. */
  async call(request: ServiceRequest, policy = this.options.policy): Promise<ServiceAnswer> {
    if (!policy) {
      throw new Error('OutboundHttp.call needs the service policy (options.policy)');
    }
    return readOutcome(await this.exchange(request), request, policy);
  }

  exchange(request: OutboundRequest): Promise<OutboundOutcome> {
    if (request.signal?.aborted) {
      return Promise.resolve({ kind: 'aborted' });
    }
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    return new Promise((resolve) => {
      const handler = new Exchange(
        resolve,
        request.expectedBody,
        this.options.responseTimeoutMs,
        request.signal,
      );
      try {
        this.dispatcher.dispatch(
          {
            origin: request.origin ?? this.origin,
            path: this.prefix + request.path,
            method: request.method,
            headers: {
              accept: 'application/json',
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              // Made for an incoming request: the same id (and trace) ties its logs to the other side's.
              ...forwardedRequestHeaders(),
              ...request.headers,
            },
            body: payload,
          },
          handler,
        );
      } catch (error) {
        handler.fail(error);
      }
    });
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

/**
 * One exchange as undici's dispatch handler: the body goes straight into a `BodyCollector`, with no
 * response stream, no AbortController and no second parse of the headers in between (undici's
 * `request()` costs about half again as much CPU a call). Settles once: the first of the answer's
 * end, a failure, the deadline or the caller's signal decides the outcome, and undici's later
 * callbacks are ignored.
 */
class Exchange implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private settled = false;
  private status = 0;
  private collector: BodyCollector | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly resolve: (outcome: OutboundOutcome) => void,
    private readonly expected: Buffer | undefined,
    timeoutMs: number,
    private readonly signal: AbortSignal | undefined,
  ) {
    this.timer = setTimeout(() => this.stop({ kind: 'timeout' }), timeoutMs);
    signal?.addEventListener('abort', this.onAbort);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.settled) {
      controller.abort(new Error('exchange given up')); // it waited for a connection past its deadline
    }
  }

  onResponseStart(_controller: Dispatcher.DispatchController, status: number): void {
    this.status = status;
    this.collector = new BodyCollector(status >= 200 && status < 300 ? this.expected : undefined);
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.collector?.add(chunk);
  }

  onResponseEnd(): void {
    const body = (this.collector ?? new BodyCollector()).finish();
    this.settle({ kind: 'answered', status: this.status, body });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.fail(error);
  }

  /** A failure of the exchange: while the body arrived, a network failure means the answer was cut off. */
  fail(error: unknown): void {
    const failure = failureOf(error);
    this.settle({ kind: failure === 'network' && this.collector ? 'cut-off' : failure });
  }

  private readonly onAbort = (): void => this.stop({ kind: 'aborted' });

  /** Gives up: settles now and drops the connection's request (undici then reports an error, ignored). */
  private stop(outcome: OutboundOutcome): void {
    if (!this.settled) {
      this.settle(outcome);
      this.controller?.abort(new Error('exchange given up'));
    }
  }

  private settle(outcome: OutboundOutcome): void {
    if (this.settled) {
      return;
    }
    this.settled = true;
    clearTimeout(this.timer);
    this.signal?.removeEventListener('abort', this.onAbort);
    this.resolve(outcome);
  }
}

function failureOf(error: unknown): 'network' | 'timeout' | 'too-large' {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === TOO_LARGE_CODE) {
    return 'too-large';
  }
  return typeof code === 'string' && TIMEOUT_CODES.has(code) ? 'timeout' : 'network';
}

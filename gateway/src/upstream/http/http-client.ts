import http from 'node:http';
import https from 'node:https';
import { UpstreamError } from '../upstream.errors';
import { BodyCollector, type ReceivedBody } from './received-body';

export type HttpClientOptions = {
  /** Scheme, host, port and an optional path prefix; no trailing slash needed. */
  baseUrl: string;
  /** The socket must be connected within this time. */
  connectTimeoutMs: number;
  /** The whole answer, body included, must arrive within this time (per attempt). */
  responseTimeoutMs: number;
  /** Larger answers count as a bad response; 64 MB unless told otherwise. */
  maxResponseBytes?: number;
};

export type HttpMethod = 'GET' | 'POST';

export type HttpRequest = {
  method: HttpMethod;
  /** Path below the base URL, starting with `/`. */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * What becomes of a 2xx body: parsed as JSON (the default), ignored because the caller does not read
   * it (so it cannot be malformed), or handed over unparsed as `raw` for the caller to parse.
   */
  successBody?: 'json' | 'ignore' | 'raw';
  /** Hand a 5xx back as an answer instead of throwing `unavailable` (the token check reads it as a no). */
  answerServerErrors?: boolean;
  /** Bytes a 2xx answer is likely to repeat (the call's last answer): repeating chunks are not kept. */
  expectedBody?: Buffer;
};

/** A 2xx, 3xx or 4xx answer; 5xx and transport failures are thrown as `UpstreamError`s. */
export type HttpResponse = { status: number; body: unknown; raw?: ReceivedBody };

type Attempt =
  | { kind: 'answered'; status: number; raw: ReceivedBody }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'too-large' };

const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
const MAX_SOCKETS = 64;

export class HttpClient {
  private readonly base: URL;
  private readonly transport: typeof http | typeof https;
  private readonly agent: http.Agent;
  private readonly prefix: string;
  private readonly maxResponseBytes: number;

  constructor(private readonly options: HttpClientOptions) {
    this.base = new URL(options.baseUrl);
    const secure = this.base.protocol === 'https:';
    this.transport = secure ? https : http;
    this.agent = secure
      ? new https.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS })
      : new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
    this.prefix = this.base.pathname.replace(/\/+$/, '');
    this.maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  }

  async request(request: HttpRequest): Promise<HttpResponse> {
    const payload = request.body === undefined ? undefined : Buffer.from(JSON.stringify(request.body));
    let outcome = await this.attempt(request, payload);
    // A GET is safe to repeat; the usual cause is a keep-alive socket the server has just closed.
    if (outcome.kind === 'network' && request.method === 'GET') {
      outcome = await this.attempt(request, payload);
    }
    return interpret(outcome, request);
  }

  /** Closes pooled keep-alive sockets; requests made afterwards open new ones. */
  close(): void {
    this.agent.destroy();
  }

  private attempt(request: HttpRequest, payload: Buffer | undefined): Promise<Attempt> {
    return new Promise((resolve) => {
      const req = this.transport.request({
        protocol: this.base.protocol,
        hostname: this.base.hostname.replace(/^\[|\]$/g, ''),
        port: this.base.port,
        method: request.method,
        path: this.prefix + request.path,
        agent: this.agent,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...request.headers,
        },
      });
      let settled = false;
      let connectTimer: NodeJS.Timeout | undefined;
      const settle = (outcome: Attempt): void => {
        if (settled) {
          return;
        }
        settled = true;
        clearTimeout(responseTimer);
        clearTimeout(connectTimer);
        if (outcome.kind !== 'answered') {
          req.destroy();
        }
        resolve(outcome);
      };
      const responseTimer = setTimeout(() => settle({ kind: 'timeout' }), this.options.responseTimeoutMs);

      req.on('socket', (socket) => {
        // A pooled keep-alive socket is already connected.
        if (!socket.connecting) {
          return;
        }
        connectTimer = setTimeout(() => settle({ kind: 'timeout' }), this.options.connectTimeoutMs);
        socket.once('connect', () => clearTimeout(connectTimer));
      });
      req.on('error', () => settle({ kind: 'network' }));
      req.on('response', (res) => this.read(res, request.expectedBody, settle));
      req.end(payload);
    });
  }

  private read(
    res: http.IncomingMessage,
    expectedBody: Buffer | undefined,
    settle: (outcome: Attempt) => void,
  ): void {
    if (Number(res.headers['content-length']) > this.maxResponseBytes) {
      settle({ kind: 'too-large' });
      return;
    }
    const status = res.statusCode ?? 0;
    const body = new BodyCollector(status >= 200 && status < 300 ? expectedBody : undefined);
    res.on('data', (chunk: Buffer) => {
      if (body.length + chunk.length > this.maxResponseBytes) {
        settle({ kind: 'too-large' });
        return;
      }
      body.add(chunk);
    });
    res.on('end', () => settle({ kind: 'answered', status, raw: body.finish() }));
    res.on('error', () => settle({ kind: 'network' }));
    res.on('close', () => {
      if (!res.complete) {
        settle({ kind: 'network' });
      }
    });
  }
}

function interpret(outcome: Attempt, request: HttpRequest): HttpResponse {
  switch (outcome.kind) {
    case 'network':
      throw UpstreamError.unavailable();
    case 'timeout':
      throw UpstreamError.timeout();
    case 'too-large':
      throw UpstreamError.badResponse();
    case 'answered':
      break;
  }
  const { status, raw } = outcome;
  if (status >= 500 && !request.answerServerErrors) {
    throw UpstreamError.unavailable();
  }
  if (status >= 200 && status < 300) {
    if (request.successBody === 'ignore') {
      return { status, body: undefined };
    }
    if (request.successBody === 'raw') {
      return { status, body: undefined, raw };
    }
    const parsed = parseJson(raw.bytes());
    if (!parsed.ok) {
      throw UpstreamError.badResponse();
    }
    return { status, body: parsed.value };
  }
  // A refusal's body only lends its message, so a non-JSON one is simply absent.
  const parsed = parseJson(raw.bytes());
  return { status, body: parsed.ok ? parsed.value : undefined };
}

export function parseJson(raw: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
}

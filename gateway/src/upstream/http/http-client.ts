import { type OutboundOutcome, OutboundHttp, parseJson } from '../../common/net/outbound-http';
import type { ReceivedBody } from '../../common/net/received-body';
import { UpstreamError } from '../upstream.errors';

export { parseJson };

export type HttpClientOptions = {
  /** Scheme, host, port and an optional path prefix; no trailing slash needed. */
  baseUrl: string;
  /** The socket must be connected within this time. */
  connectTimeoutMs: number;
  /** The whole answer, body included, must arrive within this time. */
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

const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/** The upstream's side of the shared outbound client: its base URL, and its failures as `UpstreamError`s. */
export class HttpClient {
  private readonly http: OutboundHttp;

  constructor(options: HttpClientOptions) {
    this.http = new OutboundHttp({
      baseUrl: options.baseUrl,
      connectTimeoutMs: options.connectTimeoutMs,
      responseTimeoutMs: options.responseTimeoutMs,
      maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    });
  }

  async request(request: HttpRequest): Promise<HttpResponse> {
    const outcome = await this.http.exchange(request);
    return interpret(outcome, request);
  }

  /** Closes pooled keep-alive sockets; requests made afterwards open new ones. */
  close(): void {
    this.http.close();
  }
}

function interpret(outcome: OutboundOutcome, request: HttpRequest): HttpResponse {
  switch (outcome.kind) {
    case 'network':
    case 'cut-off':
    case 'aborted':
      throw UpstreamError.unavailable();
    case 'timeout':
      throw UpstreamError.timeout();
    case 'too-large':
      throw UpstreamError.badResponse();
    case 'answered':
      break;
  }
  const { status, body: raw } = outcome;
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

import type { z } from 'zod';
import { OutboundHttp, parseJson } from '../../common/net/outbound-http';
import { GeoError } from './geo.errors';

export type GeoHttpRequest = {
  method: 'GET' | 'POST';
  /** The full URL; it is never logged or put into an error. */
  url: URL;
  headers?: Record<string, string>;
  body?: unknown;
};

/** A 2xx answer (JSON body) or a 4xx one (JSON body when there is one, else `undefined`). */
export type GeoHttpResponse = { status: number; body: unknown };

const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

/**
 * The map adapters' side of the shared outbound client. The whole exchange (connect, headers, body)
 * must finish within `timeoutMs`. Network failures, 5xx, redirects, oversized bodies and 2xx answers
 * that are not JSON become `GeoError`s whose detail names only the service and the status.
 */
export class GeoHttp {
  private readonly http: OutboundHttp;

  constructor(
    /** Names the service in log details, e.g. "Google Places". */
    private readonly service: string,
    private readonly timeoutMs: number,
    maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES,
  ) {
    this.http = new OutboundHttp({
      connectTimeoutMs: timeoutMs,
      responseTimeoutMs: timeoutMs,
      maxResponseBytes,
    });
  }

  async json(request: GeoHttpRequest): Promise<GeoHttpResponse> {
    const outcome = await this.http.exchange({
      method: request.method,
      origin: request.url.origin,
      path: request.url.pathname + request.url.search,
      headers: request.headers,
      body: request.body,
    });
    switch (outcome.kind) {
      case 'network':
      case 'cut-off':
      case 'aborted':
        throw new GeoError('unavailable', `${this.service}: no connection`);
      case 'timeout':
        throw new GeoError('timeout', `${this.service}: no answer within ${this.timeoutMs} ms`);
      case 'too-large':
        throw new GeoError('bad-response', `${this.service}: answer too large`);
      case 'answered':
        break;
    }
    const { status } = outcome;
    // A redirect could carry the key header to another host; these APIs never redirect.
    if (status >= 500 || status < 200 || (status >= 300 && status < 400)) {
      throw new GeoError('unavailable', `${this.service}: HTTP ${status}`);
    }
    const parsed = parseJson(outcome.body.bytes());
    if (status >= 400) {
      return { status, body: parsed.ok ? parsed.value : undefined };
    }
    if (!parsed.ok) {
      throw new GeoError('bad-response', `${this.service}: HTTP ${status} answer is not JSON`);
    }
    return { status, body: parsed.value };
  }

  /** Closes the pooled keep-alive sockets. */
  close(): void {
    this.http.close();
  }
}

/** Checks an answer against the provider's documented shape; a mismatch is a 502. */
export function parseAnswer<T extends z.ZodType>(service: string, schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new GeoError('bad-response', `${service}: answer in an unexpected shape`);
  }
  return parsed.data;
}

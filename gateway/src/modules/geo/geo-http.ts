import type { z } from 'zod';
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
 * The small JSON client the map adapters share. The whole exchange (connect, headers, body) must
 * finish within `timeoutMs`. Network failures, 5xx, redirects, oversized bodies and 2xx answers that
 * are not JSON become `GeoError`s whose detail names only the service and the status.
 */
export class GeoHttp {
  constructor(
    /** Names the service in log details, e.g. "Google Places". */
    private readonly service: string,
    private readonly timeoutMs: number,
    private readonly maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES,
  ) {}

  async json(request: GeoHttpRequest): Promise<GeoHttpResponse> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      return await this.exchange(request, controller.signal);
    } catch (error) {
      if (error instanceof GeoError) {
        throw error;
      }
      throw controller.signal.aborted
        ? new GeoError('timeout', `${this.service}: no answer within ${this.timeoutMs} ms`)
        : new GeoError('unavailable', `${this.service}: no connection`);
    } finally {
      clearTimeout(timer);
    }
  }

  private async exchange(request: GeoHttpRequest, signal: AbortSignal): Promise<GeoHttpResponse> {
    const response = await fetch(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      // A redirect could carry the key header to another host; these APIs never redirect.
      redirect: 'error',
      signal,
    });
    const status = response.status;
    if (status >= 500 || status < 200 || (status >= 300 && status < 400)) {
      await response.body?.cancel().catch(() => undefined);
      throw new GeoError('unavailable', `${this.service}: HTTP ${status}`);
    }
    const raw = await this.readBody(response);
    const parsed = parseJson(raw);
    if (status >= 400) {
      return { status, body: parsed.ok ? parsed.value : undefined };
    }
    if (!parsed.ok) {
      throw new GeoError('bad-response', `${this.service}: HTTP ${status} answer is not JSON`);
    }
    return { status, body: parsed.value };
  }

  private async readBody(response: Response): Promise<string> {
    const tooLarge = () => new GeoError('bad-response', `${this.service}: answer too large`);
    if (Number(response.headers.get('content-length')) > this.maxResponseBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw tooLarge();
    }
    if (!response.body) {
      return '';
    }
    // Node's fetch types leave the chunk type open; its body stream yields bytes.
    const reader = response.body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) {
        break;
      }
      const value = chunk.value;
      size += value.byteLength;
      if (size > this.maxResponseBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
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

import { FleetError } from './fleet.errors';

export type FleetHttpRequest = {
  method: 'GET' | 'POST';
  /** Path below the base URL, starting with `/`. */
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The poll's signal: aborts on its deadline (reason: a timeout `FleetError`) or on shutdown. */
  signal: AbortSignal;
};

export type FleetHttpResponse = { status: number; body: unknown };

const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

/**
 * The small JSON client the tracking adapters share. 2xx and 401/403 are answers; everything else
 * (network, 5xx, other 4xx, redirects, oversized or non-JSON bodies) becomes a `FleetError`.
 * Error details name the method, path and status only, never the host or a credential.
 */
export class FleetHttp {
  private readonly origin: string;
  private readonly prefix: string;

  constructor(
    baseUrl: string,
    private readonly maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES,
  ) {
    const base = new URL(baseUrl);
    this.origin = base.origin;
    this.prefix = base.pathname.replace(/\/+$/, '');
  }

  async json(request: FleetHttpRequest): Promise<FleetHttpResponse> {
    const what = `${request.method} ${request.path}`;
    let response: Response;
    try {
      response = await fetch(this.origin + this.prefix + request.path, {
        method: request.method,
        headers: {
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        // A redirect could carry the Authorization header elsewhere; the APIs here never redirect.
        redirect: 'error',
        signal: request.signal,
      });
    } catch {
      throw abortReason(request.signal) ?? new FleetError('unavailable', `${what}: no connection`);
    }
    const status = response.status;
    if (status === 401 || status === 403) {
      await response.body?.cancel().catch(() => undefined);
      return { status, body: undefined };
    }
    if (status < 200 || status >= 300) {
      await response.body?.cancel().catch(() => undefined);
      throw new FleetError('unavailable', `${what}: HTTP ${status}`);
    }
    const raw = await this.readBody(response, what, request.signal);
    try {
      return { status, body: JSON.parse(raw) as unknown };
    } catch {
      throw new FleetError('bad-response', `${what}: not JSON`);
    }
  }

  private async readBody(response: Response, what: string, signal: AbortSignal): Promise<string> {
    if (Number(response.headers.get('content-length')) > this.maxResponseBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new FleetError('bad-response', `${what}: answer too large`);
    }
    if (!response.body) {
      return '';
    }
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          break;
        }
        size += value.byteLength;
        if (size > this.maxResponseBytes) {
          await reader.cancel().catch(() => undefined);
          throw new FleetError('bad-response', `${what}: answer too large`);
        }
        chunks.push(value);
      }
    } catch (error) {
      if (error instanceof FleetError) {
        throw error;
      }
      throw abortReason(signal) ?? new FleetError('unavailable', `${what}: answer cut off`);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}

function abortReason(signal: AbortSignal): FleetError | undefined {
  if (!signal.aborted) {
    return undefined;
  }
  return signal.reason instanceof FleetError ? signal.reason : new FleetError('unavailable', 'aborted');
}

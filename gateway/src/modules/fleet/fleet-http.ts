import { OutboundHttp, parseJson } from '../../common/net/outbound-http';
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
// The poll's own deadline (FLEET_TIMEOUT_MS) decides first; these only bound a connection left alone.
const CONNECT_TIMEOUT_MS = 30_000;
const RESPONSE_TIMEOUT_MS = 60_000;

/**
 * The tracking adapters' side of the shared outbound client. 2xx and 401/403 are answers; everything
 * else (network, 5xx, other 4xx, redirects, oversized or non-JSON bodies) becomes a `FleetError`.
 * Error details name the method, path and status only, never the host or a credential.
 */
export class FleetHttp {
  private readonly http: OutboundHttp;

  constructor(baseUrl: string, maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES) {
    this.http = new OutboundHttp({
      baseUrl,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      responseTimeoutMs: RESPONSE_TIMEOUT_MS,
      maxResponseBytes,
    });
  }

  async json(request: FleetHttpRequest): Promise<FleetHttpResponse> {
    const what = `${request.method} ${request.path}`;
    const outcome = await this.http.exchange(request);
    switch (outcome.kind) {
      case 'aborted':
        throw abortReason(request.signal);
      case 'network':
        throw new FleetError('unavailable', `${what}: no connection`);
      case 'cut-off':
        throw new FleetError('unavailable', `${what}: answer cut off`);
      case 'timeout':
        throw new FleetError('timeout', `${what}: no answer in time`);
      case 'too-large':
        throw new FleetError('bad-response', `${what}: answer too large`);
      case 'answered':
        break;
    }
    const { status } = outcome;
    if (status === 401 || status === 403) {
      return { status, body: undefined };
    }
    if (status < 200 || status >= 300) {
      throw new FleetError('unavailable', `${what}: HTTP ${status}`);
    }
    const parsed = parseJson(outcome.body.bytes());
    if (!parsed.ok) {
      throw new FleetError('bad-response', `${what}: not JSON`);
    }
    return { status, body: parsed.value };
  }

  /** Closes the pooled keep-alive sockets. */
  close(): void {
    this.http.close();
  }
}

function abortReason(signal: AbortSignal): FleetError {
  return signal.reason instanceof FleetError ? signal.reason : new FleetError('unavailable', 'aborted');
}

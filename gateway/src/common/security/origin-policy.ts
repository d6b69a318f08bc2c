import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '@/config/app-config';
import type { ClientAddresses } from '@/common/net/client-addresses';

/**
 * Whether a browser request comes from another site than the gateway's own (or a configured one).
 * Origins compare whole: scheme, host and port. The own origin is PUBLIC_ORIGIN when set, else the
 * one the request addressed (X-Forwarded-Proto/Host only from trusted proxies).
 */
export class OriginPolicy {
  private readonly allowed: ReadonlySet<string>;
  private readonly publicOrigin: string | undefined;
  private readonly publicHost: string | undefined;

  constructor(
    config: AppConfig,
    private readonly clients: ClientAddresses,
  ) {
    this.allowed = new Set(config.allowedOrigins);
    this.publicOrigin = config.publicOrigin;
    this.publicHost = config.publicOrigin ? new URL(config.publicOrigin).host : undefined;
  }

  isForeign(request: IncomingMessage): boolean {
    const { origin } = request.headers;
    if (origin === undefined) {
      // Browsers always send Origin on cross-site POSTs and socket handshakes; absent means a
      // server-to-server call, unless the browser marks the request cross-site by fetch metadata.
      return request.headers['sec-fetch-site'] === 'cross-site';
    }
    if (this.allowed.has(origin)) {
      return false;
    }
    let claimed: string;
    try {
      claimed = new URL(origin).origin;
    } catch {
      return true;
    }
    return claimed !== (this.publicOrigin ?? normalisedOrigin(this.clients.origin(request)));
  }

  /** With PUBLIC_ORIGIN set, a request naming another host was not meant for this gateway. */
  isMisdirected(request: IncomingMessage): boolean {
    if (!this.publicHost) {
      return false;
    }
    try {
      return new URL(this.clients.origin(request)).host !== this.publicHost;
    } catch {
      return true;
    }
  }
}

// `https://x:443` and `https://x` are one origin; a Host that is no host matches nothing.
function normalisedOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return 'invalid:';
  }
}

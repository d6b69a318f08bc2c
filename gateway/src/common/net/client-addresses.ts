import { Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from 'proxy-addr';
import { AppConfig } from '@/config/app-config';

export type TrustFn = (address: string, hop: number) => boolean;

/** Express's reading of TRUST_PROXY, so Express and the raw server (sockets, connection cap) agree. */
export function compileTrust(trustProxy: AppConfig['trustProxy']): TrustFn {
  if (trustProxy === false) {
    return () => false;
  }
  if (typeof trustProxy === 'number') {
    return (_address, hop) => hop < trustProxy;
  }
  return proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * Who a raw Node request comes from and which origin it addressed, read exactly as Express reads
 * `req.ip`, `req.protocol` and `req.host`: forwarded headers count only from trusted proxies.
 */
@Injectable()
export class ClientAddresses {
  readonly trust: TrustFn;

  constructor(config: AppConfig) {
    this.trust = compileTrust(config.trustProxy);
  }

  address(request: IncomingMessage): string {
    return proxyAddr(request, this.trust);
  }

  /** The direct peer is a proxy we trust (it carries many clients). */
  isTrustedPeer(address: string): boolean {
    return this.trust(address, 0);
  }

  origin(request: IncomingMessage): string {
    const peer = request.socket.remoteAddress ?? '';
    const trusted = this.isTrustedPeer(peer);
    const direct = (request.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
    const protocol = (trusted && firstValue(request.headers['x-forwarded-proto'])) || direct;
    const host = (trusted && firstValue(request.headers['x-forwarded-host'])) || request.headers.host || '';
    return `${protocol.toLowerCase()}://${host.toLowerCase()}`;
  }
}

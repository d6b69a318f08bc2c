import {
  Global,
  Inject,
  Logger,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { SessionVerifier } from '@/common/auth/session-verifier';
import { Metrics } from '@/common/metrics/metrics';
import { AppConfig } from '@/config/app-config';
import { HttpUpstream } from './http/http-upstream.adapter';
import { MemoryUpstream } from './memory/memory-upstream.adapter';
import { MeteredUpstream } from './metered-upstream';
import { MockControlPort } from './mock-control.port';
import { SocketUpstreamEvents } from './socket/socket-upstream-events.adapter';
import { UpstreamDiagnostics } from './upstream-diagnostics';
import { UpstreamEventsPort } from './upstream-events.port';
import { UpstreamExtensionsAvailable } from './upstream-extensions';
import { UpstreamPort } from './upstream.port';

/** The adapter itself (which one it is matters to the events, the mock controls and shutdown). */
const UPSTREAM_ADAPTER = Symbol('UpstreamAdapter');

/** `UPSTREAM_URL` set: forward to the real server; unset: the embedded mock backend. */
function createUpstream(config: AppConfig, diagnostics: UpstreamDiagnostics, metrics: Metrics): UpstreamPort {
  if (config.upstream.mode === 'http') {
    const { baseUrl, connectTimeoutMs, responseTimeoutMs, tokenCacheMs, tokenHeader, timeZone } =
      config.upstream;
    return new HttpUpstream({
      baseUrl,
      connectTimeoutMs,
      responseTimeoutMs,
      tokenCacheMs,
      tokenHeader,
      timeZone,
      diagnostics,
      metrics,
    });
  }
  return new MemoryUpstream({ ...config.mock, tariff: config.tariff, sessionTtlMs: config.session.maxAgeMs });
}

/** The mock emits its own events; a real upstream is followed over its socket. */
function createUpstreamEvents(config: AppConfig, upstream: UpstreamPort): UpstreamEventsPort {
  if (upstream instanceof MemoryUpstream) {
    return upstream;
  }
  if (config.upstream.mode !== 'http') {
    throw new Error('An upstream other than the mock needs UPSTREAM_URL');
  }
  const logger = new Logger('UpstreamSocket');
  let lastStatus = '';
  const events = new SocketUpstreamEvents({
    url: new URL(config.upstream.baseUrl).origin,
    path: config.upstream.socketPath,
    token: config.upstream.socketToken,
    // Log changes only, so a long outage is one line, not one per retry.
    onStatus: (status) => {
      if (status !== lastStatus) {
        lastStatus = status;
        logger.log(`Upstream socket ${status}`);
      }
    },
  });
  if (upstream instanceof HttpUpstream) {
    // An event announces a change: a read started before it must not answer a read started after.
    events.onEvent(() => upstream.forgetReadsInFlight());
  }
  return events;
}

@Global()
@Module({
  providers: [
    { provide: UpstreamDiagnostics, useFactory: () => new UpstreamDiagnostics() },
    {
      provide: UpstreamExtensionsAvailable,
      useFactory: (config: AppConfig) => UpstreamExtensionsAvailable.from(config),
      inject: [AppConfig],
    },
    {
      provide: UPSTREAM_ADAPTER,
      useFactory: createUpstream,
      inject: [AppConfig, UpstreamDiagnostics, Metrics],
    },
    {
      provide: UpstreamPort,
      // Counted only when metrics are on: without them a call pays nothing extra.
      useFactory: (adapter: UpstreamPort, metrics: Metrics) =>
        metrics.enabled ? new MeteredUpstream(adapter, metrics) : adapter,
      inject: [UPSTREAM_ADAPTER, Metrics],
    },
    { provide: UpstreamEventsPort, useFactory: createUpstreamEvents, inject: [AppConfig, UPSTREAM_ADAPTER] },
    {
      provide: SessionVerifier,
      useFactory: (upstream: UpstreamPort): SessionVerifier => ({
        isLive: (token) => upstream.call('tokenCheck', { token }),
      }),
      inject: [UpstreamPort],
    },
    {
      provide: MockControlPort,
      useFactory: (upstream: UpstreamPort) => (upstream instanceof MemoryUpstream ? upstream : null),
      inject: [UPSTREAM_ADAPTER],
    },
  ],
  exports: [
    UpstreamPort,
    UpstreamEventsPort,
    MockControlPort,
    UpstreamDiagnostics,
    SessionVerifier,
    UpstreamExtensionsAvailable,
  ],
})
export class UpstreamModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(UPSTREAM_ADAPTER) private readonly upstream: UpstreamPort,
    @Inject(UpstreamEventsPort) private readonly events: UpstreamEventsPort,
  ) {}

  onModuleInit(): void {
    if (this.events instanceof SocketUpstreamEvents) {
      this.events.start();
    }
  }

  onApplicationShutdown(): void {
    // Release keep-alive sockets and the upstream socket so the process can exit.
    if (this.upstream instanceof HttpUpstream) {
      this.upstream.close();
    }
    if (this.events instanceof SocketUpstreamEvents) {
      this.events.close();
    }
  }
}

import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { HttpUpstream } from './http/http-upstream.adapter';
import { MemoryUpstream } from './memory/memory-upstream.adapter';
import { UpstreamPort } from './upstream.port';

/** `UPSTREAM_URL` set: forward to the real server; unset: the embedded mock backend. */
function createUpstream(config: AppConfig): UpstreamPort {
  if (config.upstream.mode === 'http') {
    const { mode: _mode, ...options } = config.upstream;
    return new HttpUpstream(options);
  }
  return new MemoryUpstream({ ...config.mock, tariff: config.tariff, sessionTtlMs: config.session.maxAgeMs });
}

@Global()
@Module({
  providers: [{ provide: UpstreamPort, useFactory: createUpstream, inject: [AppConfig] }],
  exports: [UpstreamPort],
})
export class UpstreamModule implements OnApplicationShutdown {
  constructor(@Inject(UpstreamPort) private readonly upstream: UpstreamPort) {}

  onApplicationShutdown(): void {
    // The http adapter keeps a keep-alive agent; release its sockets so the process can exit.
    if (this.upstream instanceof HttpUpstream) {
      this.upstream.close();
    }
  }
}

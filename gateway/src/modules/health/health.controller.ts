import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '@/common/auth/public.decorator';
import { AppConfig } from '@/config/app-config';
import type { UpstreamLinkState } from '@taxi/contracts';
import { Draining } from '@/common/lifecycle/draining';
import type { RedisState } from '@/shared-state/redis-connection';
import { SharedState } from '@/shared-state/shared-state';
import { UpstreamEventsPort } from '@/upstream/upstream-events.port';
import { pingWithin } from '@/upstream/ping-within';
import { UpstreamError } from '@/upstream/upstream.errors';
import { UpstreamPort } from '@/upstream/upstream.port';

// Orchestrators probe often; answer within this even when the upstream hangs.
const READINESS_TIMEOUT_MS = 3_000;

/**
 * `realtime` and `redis` are reported, not required: without live events the admin polls, and
 * without Redis each replica limits and polls for itself, so the gateway stays ready. `redis` is
 * absent without `REDIS_URL`.
 */
export type Readiness = {
  status: 'ready' | 'unavailable';
  upstream: 'memory' | 'http';
  realtime: UpstreamLinkState;
  redis?: RedisState;
  reason?: string;
};

@Controller()
export class HealthController {
  constructor(
    private readonly upstream: UpstreamPort,
    private readonly config: AppConfig,
    private readonly events: UpstreamEventsPort,
    private readonly draining: Draining,
    private readonly shared: SharedState,
  ) {}

  /** Liveness: the process is up and serving. */
  @Public()
  @Get('healthz')
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: 200 only when the upstream (memory or http) answers and the process is not shutting down. */
  @Public()
  @Get('readyz')
  async ready(@Res({ passthrough: true }) response: Response): Promise<Readiness> {
    const redis = this.shared.redisState();
    const facts = {
      upstream: this.config.upstream.mode,
      realtime: this.events.linkState(),
      ...(redis === null ? {} : { redis }),
    };
    if (this.draining.isDraining) {
      response.status(503);
      return { status: 'unavailable', ...facts, reason: 'shutting-down' };
    }
    try {
      await pingWithin(this.upstream, READINESS_TIMEOUT_MS);
      return { status: 'ready', ...facts };
    } catch (error) {
      response.status(503);
      const reason = error instanceof UpstreamError ? error.failure : 'timeout';
      return { status: 'unavailable', ...facts, reason };
    }
  }
}

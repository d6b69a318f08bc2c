import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '@/common/auth/public.decorator';
import { AppConfig } from '@/config/app-config';
import type { UpstreamLinkState } from '@taxi/contracts';
import { Draining } from '@/common/lifecycle/draining';
import type { RedisState } from '@/shared-state/redis-connection';
import { SharedState } from '@/shared-state/shared-state';
import { UpstreamEventsPort } from '@/upstream/upstream-events.port';
import type { FleetRole } from '@/modules/fleet/fleet-leadership';
import { FleetService } from '@/modules/fleet/fleet.service';
import { UpstreamReadiness } from './upstream-readiness';

/**
 * `realtime`, `redis` and `fleet` are reported, not required: without live events the admin polls,
 * and without Redis each replica limits and polls for itself, so the gateway stays ready. `redis`
 * and `fleet` (this replica's part in polling the tracking provider: `polling`, `following`, or
 * `fallback` while Redis is away) are absent without `REDIS_URL`.
 */
export type Readiness = {
  status: 'ready' | 'unavailable';
  /** The replica that answered, by its configured name (REPLICA_ID), so ops can tell them apart through the balancer. */
  replica?: string;
  upstream: 'memory' | 'http';
  realtime: UpstreamLinkState;
  redis?: RedisState;
  fleet?: Exclude<FleetRole, 'alone'>;
  reason?: string;
};

@Controller()
export class HealthController {
  constructor(
    private readonly readiness: UpstreamReadiness,
    private readonly fleet: FleetService,
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
    const role = this.fleet.polling().role;
    const facts = {
      ...(this.config.replicaName === null ? {} : { replica: this.config.replicaName }),
      upstream: this.config.upstream.mode,
      realtime: this.events.linkState(),
      ...(redis === null ? {} : { redis }),
      ...(role === 'alone' ? {} : { fleet: role }),
    };
    if (this.draining.isDraining) {
      response.status(503);
      return { status: 'unavailable', ...facts, reason: 'shutting-down' };
    }
    const verdict = await this.readiness.check();
    if (verdict.reachable) {
      return { status: 'ready', ...facts };
    }
    response.status(503);
    return { status: 'unavailable', ...facts, reason: verdict.reason };
  }
}

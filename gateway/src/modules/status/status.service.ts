import { Injectable } from '@nestjs/common';
import type { SystemStatus } from '@taxi/contracts';
import { AppConfig } from '@/config/app-config';
import { pingWithin } from '@/upstream/ping-within';
import { UpstreamDiagnostics } from '@/upstream/upstream-diagnostics';
import { UpstreamEventsPort } from '@/upstream/upstream-events.port';
import { UpstreamError } from '@/upstream/upstream.errors';
import { UpstreamPort } from '@/upstream/upstream.port';
import { Metrics } from '@/common/metrics/metrics';
import { SharedState } from '@/shared-state/shared-state';
import { FleetService } from '@/modules/fleet/fleet.service';
import { RealtimeBroadcaster } from '@/modules/realtime/realtime-broadcaster';

// The page must answer even when the upstream hangs.
const CHECK_TIMEOUT_MS = 3_000;

/** Gathers what ops and staff need to see when something is degraded: one answer, checked now. */
@Injectable()
export class StatusService {
  constructor(
    private readonly config: AppConfig,
    private readonly upstream: UpstreamPort,
    private readonly diagnostics: UpstreamDiagnostics,
    private readonly events: UpstreamEventsPort,
    private readonly broadcaster: RealtimeBroadcaster,
    private readonly fleet: FleetService,
    private readonly shared: SharedState,
    metrics: Metrics,
  ) {
    metrics.gauge(
      'redis_up',
      'Whether the Redis the replicas share answers: 1 yes, 0 no; absent without REDIS_URL',
      () => {
        const state = shared.redisState();
        return state === null ? undefined : Number(state === 'connected');
      },
    );
  }

  async status(): Promise<SystemStatus> {
    const started = performance.now();
    let failure: string | null = null;
    try {
      await pingWithin(this.upstream, CHECK_TIMEOUT_MS);
    } catch (error) {
      failure = error instanceof UpstreamError ? error.failure : 'timeout';
    }
    const latencyMs = failure === null ? Math.round(performance.now() - started) : null;
    const seen = this.diagnostics.snapshot();
    const fleet = this.fleet.snapshot();
    const polling = this.fleet.polling();
    return {
      checkedAt: new Date().toISOString(),
      upstream: {
        mode: this.config.upstream.mode,
        reachable: failure === null,
        latencyMs,
        failure,
        lastSuccessAt: seen.lastSuccessAt,
        lastFailureAt: seen.lastFailureAt,
        lastFailure: seen.lastFailure,
      },
      realtime: {
        state: this.events.linkState(),
        lastEventAt: this.events.lastEventAt()?.toISOString() ?? null,
        clients: this.broadcaster.connectedClients(),
      },
      fleet: {
        provider: fleet.provider,
        lastSuccessAt: fleet.fetchedAt,
        ageMs: fleet.ageMs,
        stale: fleet.stale,
        error: fleet.error ?? null,
        vehicles: fleet.positions.length,
        role: polling.role,
        poller: polling.poller,
      },
      sharedState: { replica: this.shared.replicaId, redis: this.shared.redisState() },
      geo: { provider: this.config.geo.provider.name },
      skippedRecords: seen.skipped,
    };
  }
}

import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type FleetSnapshot, FleetSnapshotSchema } from '@taxi/contracts';
import { z } from 'zod';
import { Draining } from '@/common/lifecycle/draining';
import { Metrics } from '@/common/metrics/metrics';
import { AppConfig } from '@/config/app-config';
import type { Lease } from '@/shared-state/lease';
import { SharedBus } from '@/shared-state/shared-bus';
import { replicaOf, SharedState } from '@/shared-state/shared-state';
import { RealtimeBroadcaster } from '@/modules/realtime/realtime-broadcaster';
import { FleetLeadership, type FleetRole } from './fleet-leadership';
import { FleetPoller } from './fleet-poller';
import { FleetProvider } from './fleet.port';

const SNAPSHOT_TOPIC = 'fleet-snapshot';
const HANDED_BACK_TOPIC = 'fleet-lease-handed-back';
const SharedSnapshotSchema = z.object({ poller: z.string(), snapshot: FleetSnapshotSchema });

/**
 * How long the fleet lease lives without renewal: half an interval. Its holder renews it every
 * quarter interval (`claimEveryMs`), which the others also ask at, so a holder that dies is replaced
 * at most 0.75 intervals after it died; the survivor then polls when the last snapshot is an
 * interval old. A SIGKILL is thus followed by a poll within one interval (and the time a poll
 * takes), and polls keep their cadence: never two in one interval.
 */
export function leaseTtlMs(intervalMs: number): number {
  return Math.max(100, Math.round(intervalMs / 2));
}

export function claimEveryMs(intervalMs: number): number {
  return Math.max(50, Math.round(intervalMs / 4));
}

/** What Stav systému shows about who polls. */
export type FleetPolling = {
  role: FleetRole;
  /** The replica whose poll the latest snapshot came from, or null before any. */
  poller: string | null;
};

/**
 * Holds the latest fleet snapshot and pushes each new one to this replica's admin clients. One
 * replica polls the tracking provider (the fleet lease in Redis) and sends every snapshot to the
 * others; without Redis, or while it is away, each process polls for itself.
 */
@Injectable()
export class FleetService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly poller: FleetPoller;
  private readonly leadership: FleetLeadership | null;
  private readonly intervalMs: number;
  private latest: FleetSnapshot;
  private latestPoller: string | null = null;
  private readonly unsubscribe: (() => void)[] = [];
  private readonly logger = new Logger('Fleet');
  private handedBack = false;

  constructor(
    private readonly provider: FleetProvider,
    config: AppConfig,
    private readonly broadcaster: RealtimeBroadcaster,
    private readonly shared: SharedState,
    private readonly bus: SharedBus,
    draining: Draining,
    metrics: Metrics,
  ) {
    // Shutting down: another replica polls at once instead of when the lease runs out.
    this.unsubscribe.push(draining.on('leaving', () => this.handBack()));
    const { pollIntervalMs, timeoutMs, maxBackoffMs } = config.fleet;
    this.intervalMs = pollIntervalMs;
    const lease =
      shared.redisState() === null ? null : shared.lease('fleet-poller', leaseTtlMs(pollIntervalMs));
    this.poller = new FleetPoller({
      provider,
      intervalMs: pollIntervalMs,
      timeoutMs,
      maxBackoffMs,
      onSnapshot: (snapshot) => this.polled(snapshot),
      onPoll: (outcome) => metrics.fleetPoll(outcome),
      ...(lease ? { mayPoll: () => this.stillHolds(lease) } : {}),
      logger: this.logger,
    });
    metrics.gauge('fleet_snapshot_age_seconds', 'Age of the vehicle positions this replica shows', () => {
      const ageMs = this.snapshot().ageMs;
      return ageMs === null ? undefined : ageMs / 1000;
    });
    metrics.gauge('fleet_vehicles', 'Vehicles in the latest snapshot', () => this.latest.positions.length);
    metrics.gauge(
      'fleet_polling',
      "This replica's part in polling the tracking provider (1 for its role)",
      () => [{ labels: { role: this.polling().role }, value: 1 }],
      ['role'],
    );
    this.latest = this.poller.snapshot();
    this.leadership = lease
      ? new FleetLeadership({
          lease,
          claimEveryMs: claimEveryMs(pollIntervalMs),
          onRole: (role) => this.changeRole(role),
        })
      : null;
  }

  // After every module's init, so the socket server is attached before the first push.
  onApplicationBootstrap(): void {
    if (!this.leadership) {
      this.poller.start();
      return;
    }
    this.unsubscribe.push(
      this.bus.subscribe(SNAPSHOT_TOPIC, (message) => this.received(message)),
      this.bus.subscribe(HANDED_BACK_TOPIC, () => this.leadership?.claimNow()),
    );
    this.leadership.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.handBack();
    this.provider.close();
  }

  /** Stops polling and hands the lease back so another replica polls at once (shutdown). */
  async handBack(): Promise<void> {
    if (this.handedBack) {
      return;
    }
    this.handedBack = true;
    this.unsubscribe.splice(0).forEach((unsubscribe) => unsubscribe());
    const wasPolling = this.leadership?.current() === 'polling';
    await this.leadership?.stop();
    await this.poller.stop();
    if (wasPolling) {
      this.bus.publish(HANDED_BACK_TOPIC, this.shared.instanceId);
    }
  }

  /** The latest snapshot, its age measured now. */
  snapshot(): FleetSnapshot {
    const fetchedAt = this.latest.fetchedAt === null ? null : Date.parse(this.latest.fetchedAt);
    return { ...this.latest, ageMs: fetchedAt === null ? null : Math.max(0, Date.now() - fetchedAt) };
  }

  polling(): FleetPolling {
    return {
      role: this.leadership?.current() ?? 'alone',
      poller: this.latestPoller === null ? null : replicaOf(this.latestPoller),
    };
  }

  /**
   * Renews the lease right before a poll: a replica that lost it (its renewals were late and
   * another took over) skips the poll, so two replicas never poll in one interval. Redis away:
   * each polls for itself, as in `fallback`.
   */
  private async stillHolds(lease: Lease): Promise<boolean> {
    let held: boolean;
    try {
      held = await lease.claim();
    } catch {
      return true;
    }
    if (!held) {
      this.leadership?.claimNow();
    }
    return held;
  }

  private async changeRole(role: FleetRole): Promise<void> {
    this.logger.log(`Fleet polling role: ${role}`);
    if (role === 'following') {
      await this.poller.stop();
      return;
    }
    // Keep the cadence: a replica taking over polls when the last snapshot is an interval old.
    this.poller.start(Math.max(0, this.intervalMs - (this.snapshot().ageMs ?? this.intervalMs)));
  }

  private polled(snapshot: FleetSnapshot): void {
    this.show(snapshot, this.shared.instanceId);
    if (this.leadership?.current() === 'polling') {
      const message = JSON.stringify({ poller: this.shared.instanceId, snapshot });
      // Kept, so a replica that starts or rejoins shows the latest positions at once.
      this.bus.publish(SNAPSHOT_TOPIC, message, { keepMs: this.intervalMs * 3 });
    }
  }

  private received(message: string): void {
    if (this.poller.polling) {
      return;
    }
    let shared: z.infer<typeof SharedSnapshotSchema>;
    try {
      shared = SharedSnapshotSchema.parse(JSON.parse(message));
    } catch {
      this.logger.warn('Ignoring a fleet snapshot from another replica that could not be read');
      return;
    }
    const { snapshot, poller } = shared;
    // Kept snapshots arrive again after a gap; an older one must not replace a newer one.
    if ((Date.parse(snapshot.fetchedAt ?? '') || 0) < (Date.parse(this.latest.fetchedAt ?? '') || 0)) {
      return;
    }
    this.show(snapshot, poller);
  }

  private show(snapshot: FleetSnapshot, poller: string): void {
    this.latest = snapshot;
    this.latestPoller = poller;
    this.broadcaster.fleet(this.snapshot());
  }
}

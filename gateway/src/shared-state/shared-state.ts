import { randomBytes } from 'node:crypto';
import type { AppConfig } from '@/config/app-config';
import { type Lease, RedisLease, SoloLease } from './lease';
import { LimiterStore } from './limiter-store';
import { RedisBus } from './redis-bus';
import { RedisConnection, type RedisLogger, type RedisState } from './redis-connection';
import { LocalBus, type SharedBus } from './shared-bus';
import { LocalShortLocks, RedisShortLocks, type ShortLocks } from './short-locks';
import { LocalShortNotes, RedisShortNotes, type ShortNotes } from './short-notes';
import { LocalSharedLog, type LogBounds, RedisSharedLog, type SharedLog } from './shared-log';
import { LocalSharedValues, RedisSharedValues, type SharedValues } from './shared-values';

/**
 * What replicas share: nothing without `REDIS_URL` (one process, everything in memory), else Redis.
 * Opened before the Nest app so a `REDIS_URL` that can never work stops start-up with its name.
 */
export class SharedState {
  readonly bus: SharedBus;
  readonly limiters: LimiterStore;
  readonly locks: ShortLocks;
  readonly notes: ShortNotes;
  readonly values: SharedValues;
  /** Unique to this process: replicas given one REPLICA_ID still tell themselves apart. */
  readonly instanceId: string;

  private constructor(
    readonly replicaId: string,
    private readonly redis: RedisConnection | null,
  ) {
    this.instanceId = `${replicaId}#${randomBytes(4).toString('hex')}`;
    this.bus = redis ? new RedisBus(redis, this.instanceId) : new LocalBus();
    this.limiters = new LimiterStore(redis);
    this.locks = redis ? new RedisShortLocks(redis) : new LocalShortLocks();
    this.notes = redis ? new RedisShortNotes(redis) : new LocalShortNotes();
    this.values = redis ? new RedisSharedValues(redis) : new LocalSharedValues();
  }

  static async open(config: AppConfig, logger: RedisLogger): Promise<SharedState> {
    const redis = config.sharedState ? await RedisConnection.open(config.sharedState, logger) : null;
    return new SharedState(config.replicaId, redis);
  }

  /** Without `REDIS_URL` (tests, the embedded default). */
  static inProcess(replicaId: string): SharedState {
    return new SharedState(replicaId, null);
  }

  /** `connected` or `down`; null when this process shares nothing (no `REDIS_URL`). */
  redisState(): RedisState | null {
    return this.redis?.state() ?? null;
  }

  /** Called on every change of `redisState()`; returns the unsubscribe. */
  onRedisState(listener: (state: RedisState) => void): () => void {
    return this.redis?.onState(listener) ?? (() => undefined);
  }

  lease(name: string, ttlMs: number): Lease {
    return this.redis
      ? new RedisLease(this.redis, name, this.instanceId, ttlMs)
      : new SoloLease(this.instanceId);
  }

  /** A time-ordered log `name` that every replica appends to, bounded by age and count. */
  log(name: string, bounds: LogBounds): SharedLog {
    return this.redis ? new RedisSharedLog(this.redis, name, bounds) : new LocalSharedLog(bounds);
  }

  close(): void {
    this.redis?.close();
  }
}

/** The replica name in a lease owner or sender id (`<REPLICA_ID>#<nonce>`). */
export function replicaOf(instanceId: string): string {
  const mark = instanceId.lastIndexOf('#');
  return mark > 0 ? instanceId.slice(0, mark) : instanceId;
}

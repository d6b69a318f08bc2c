import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { RedisConnection } from './redis-connection';

export type LimiterSpec = {
  /** Distinguishes this limiter's keys from every other's. */
  name: string;
  points: number;
  durationMs: number;
};

/** rate-limiter-flexible counts in whole seconds; never less than one. */
export function wholeSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * Makes rate-limiter-flexible limiters: in this process without Redis; in Redis (shared by every
 * replica) with an in-process insurance limiter that answers whenever Redis does not, so losing
 * Redis degrades to per-process limits, never to none.
 */
export class LimiterStore {
  constructor(private readonly redis: RedisConnection | null) {}

  /** Whether the limits are shared between replicas (else they are this process's own). */
  get shared(): boolean {
    return this.redis !== null;
  }

  limiter(spec: LimiterSpec): RateLimiterAbstract {
    const options = { points: spec.points, duration: wholeSeconds(spec.durationMs) };
    const local = new RateLimiterMemory({ ...options, keyPrefix: spec.name });
    if (!this.redis) {
      return local;
    }
    return new RateLimiterRedis({
      ...options,
      keyPrefix: this.redis.key(`limit:${spec.name}`),
      storeClient: this.redis.commands,
      // Never wait for a reconnect: while ioredis is not ready, the insurance limiter answers.
      rejectIfRedisNotReady: true,
      insuranceLimiter: local,
    });
  }
}

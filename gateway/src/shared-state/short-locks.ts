import { randomBytes } from 'node:crypto';
import type { RedisConnection } from './redis-connection';

/** Hands a taken lock back (only if it is still this taker's). */
export type ReleaseLock = () => Promise<void>;

/**
 * Locks that keep two dispatchers (on any replica) from doing one thing twice at once, e.g.
 * re-dispatching the same order. Each expires by itself, so a replica that dies holding one blocks
 * nobody for long.
 */
export abstract class ShortLocks {
  /** Takes `name` for `ttlMs`; the release, or null when someone else holds it. */
  abstract tryTake(name: string, ttlMs: number): Promise<ReleaseLock | null>;
}

/** In this process only (no `REDIS_URL`, or while Redis is away). */
export class LocalShortLocks extends ShortLocks {
  private readonly held = new Map<string, { owner: string; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  tryTake(name: string, ttlMs: number): Promise<ReleaseLock | null> {
    const at = this.now();
    const current = this.held.get(name);
    if (current && current.expiresAt > at) {
      return Promise.resolve(null);
    }
    const owner = randomBytes(8).toString('hex');
    this.held.set(name, { owner, expiresAt: at + ttlMs });
    return Promise.resolve(async () => {
      if (this.held.get(name)?.owner === owner) {
        this.held.delete(name);
      }
      await Promise.resolve();
    });
  }
}

const RELEASE = `
if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1])
end
return 0`;

/**
 * `SET key owner NX PX ttl` in the Redis every replica shares. While Redis does not answer, the
 * process's own locks stand in: per-process protection, never none.
 */
export class RedisShortLocks extends ShortLocks {
  private readonly local: LocalShortLocks;

  constructor(
    private readonly redis: RedisConnection,
    now: () => number = Date.now,
  ) {
    super();
    this.local = new LocalShortLocks(now);
  }

  async tryTake(name: string, ttlMs: number): Promise<ReleaseLock | null> {
    const key = this.redis.key(`lock:${name}`);
    const owner = randomBytes(8).toString('hex');
    let taken: string | null;
    try {
      taken = await this.redis.commands.set(key, owner, 'PX', ttlMs, 'NX');
    } catch {
      // Redis's own state change is what gets logged (redis-connection.ts).
      return this.local.tryTake(name, ttlMs);
    }
    if (taken !== 'OK') {
      return null;
    }
    return async () => {
      // A release Redis does not hear lets the lock run out by itself.
      await this.redis.commands.eval(RELEASE, 1, key, owner).catch(() => undefined);
    };
  }
}

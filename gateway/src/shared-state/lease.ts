import type { RedisConnection } from './redis-connection';

/**
 * The right of one replica to do something only one should do (poll the fleet). Held for a
 * time-to-live and renewed by claiming again; a holder that dies loses it when the time runs out.
 */
export abstract class Lease {
  /** Takes or renews the lease; true while this process holds it. Rejects when it cannot tell. */
  abstract claim(): Promise<boolean>;

  /** Hands the lease back at once, if this process holds it. */
  abstract release(): Promise<void>;

  /** The owner label of whoever holds it now, or null. */
  abstract holder(): Promise<string | null>;
}

/** A single process always holds it. */
export class SoloLease extends Lease {
  constructor(private readonly owner: string) {
    super();
  }

  claim(): Promise<boolean> {
    return Promise.resolve(true);
  }

  release(): Promise<void> {
    return Promise.resolve();
  }

  holder(): Promise<string | null> {
    return Promise.resolve(this.owner);
  }
}

// Renew if ours, else take it if free: one atomic step, so two replicas never both hold it.
const CLAIM = `
local current = redis.call('get', KEYS[1])
if current == ARGV[1] then
  redis.call('pexpire', KEYS[1], ARGV[2])
  return 1
end
if current then
  return 0
end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

const RELEASE = `
if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1])
end
return 0`;

/** `SET key owner NX PX ttl`, renewed, in Redis; the owner is unique to this process. */
export class RedisLease extends Lease {
  private readonly key: string;

  constructor(
    private readonly redis: RedisConnection,
    name: string,
    private readonly owner: string,
    private readonly ttlMs: number,
  ) {
    super();
    this.key = redis.key(`lease:${name}`);
  }

  async claim(): Promise<boolean> {
    const held = await this.redis.commands.eval(CLAIM, 1, this.key, this.owner, String(this.ttlMs));
    return held === 1;
  }

  async release(): Promise<void> {
    await this.redis.commands.eval(RELEASE, 1, this.key, this.owner);
  }

  async holder(): Promise<string | null> {
    return this.redis.commands.get(this.key);
  }
}

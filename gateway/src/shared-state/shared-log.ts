import { randomBytes } from 'node:crypto';
import type { RedisConnection } from './redis-connection';

/** How long entries are kept, and how many at most (the oldest go first). */
export type LogBounds = { maxAgeMs: number; maxEntries: number };

/** How long an `onceKey` keeps a second replica from appending the same entry. */
const ONCE_TTL_MS = 24 * 60 * 60_000;

/**
 * Texts kept in time order that every replica appends to and reads by time, bounded by age and count,
 * e.g. the order facts. `onceKey`: an entry every replica sees (a live event each relays) is kept once.
 */
export abstract class SharedLog {
  abstract append(atMs: number, text: string, onceKey?: string): Promise<void>;
  /** The texts appended with a time in [fromMs, toMs), oldest first. */
  abstract range(fromMs: number, toMs: number): Promise<string[]>;
}

type Entry = { atMs: number; text: string };

/** In this process only (no `REDIS_URL`, or while Redis is away). */
export class LocalSharedLog extends SharedLog {
  private readonly entries: Entry[] = [];
  private readonly once = new Map<string, number>();

  constructor(
    private readonly bounds: LogBounds,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  append(atMs: number, text: string, onceKey?: string): Promise<void> {
    const now = this.now();
    if (onceKey !== undefined) {
      const until = this.once.get(onceKey);
      if (until !== undefined && until > now) {
        return Promise.resolve();
      }
      this.once.set(onceKey, now + ONCE_TTL_MS);
      for (const [key, expires] of this.once) {
        if (expires <= now) {
          this.once.delete(key);
        }
      }
    }
    // Appends come in time order almost always: search from the end.
    let at = this.entries.length;
    while (at > 0 && this.entries[at - 1]!.atMs > atMs) {
      at -= 1;
    }
    this.entries.splice(at, 0, { atMs, text });
    const oldest = now - this.bounds.maxAgeMs;
    let drop = Math.max(0, this.entries.length - this.bounds.maxEntries);
    while (drop < this.entries.length && this.entries[drop]!.atMs < oldest) {
      drop += 1;
    }
    this.entries.splice(0, drop);
    return Promise.resolve();
  }

  range(fromMs: number, toMs: number): Promise<string[]> {
    return Promise.resolve(
      this.entries.filter((entry) => entry.atMs >= fromMs && entry.atMs < toMs).map((entry) => entry.text),
    );
  }
}

/**
 * A sorted set in the shared Redis, scored by time (each member made unique by a nonce). While Redis
 * does not answer, this process's own copy takes the appends and answers the reads: figures from one
 * replica, never none.
 */
export class RedisSharedLog extends SharedLog {
  private readonly local: LocalSharedLog;

  constructor(
    private readonly redis: RedisConnection,
    private readonly name: string,
    private readonly bounds: LogBounds,
    private readonly now: () => number = Date.now,
  ) {
    super();
    this.local = new LocalSharedLog(bounds, now);
  }

  async append(atMs: number, text: string, onceKey?: string): Promise<void> {
    await this.local.append(atMs, text, onceKey);
    const key = this.redis.key(`log:${this.name}`);
    try {
      if (onceKey !== undefined) {
        const first = await this.redis.commands.set(
          this.redis.key(`log:${this.name}:once:${onceKey}`),
          '1',
          'PX',
          ONCE_TTL_MS,
          'NX',
        );
        if (first !== 'OK') {
          return;
        }
      }
      await this.redis.commands
        .multi()
        .zadd(key, atMs, `${randomBytes(6).toString('hex')} ${text}`)
        .zremrangebyscore(key, '-inf', `(${this.now() - this.bounds.maxAgeMs}`)
        .zremrangebyrank(key, 0, -(this.bounds.maxEntries + 1))
        .exec();
    } catch {
      // Redis's own state change is what gets logged (redis-connection.ts); the local copy has it.
    }
  }

  async range(fromMs: number, toMs: number): Promise<string[]> {
    try {
      const members = await this.redis.commands.zrangebyscore(
        this.redis.key(`log:${this.name}`),
        fromMs,
        `(${toMs}`,
      );
      return members.map((member) => member.slice(member.indexOf(' ') + 1));
    } catch {
      return this.local.range(fromMs, toMs);
    }
  }
}

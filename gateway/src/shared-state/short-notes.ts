import type { RedisConnection } from './redis-connection';

/**
 * Short texts every replica can read for a while, e.g. "order 2203 was replaced by 2231", so a
 * dispatcher who comes second is told what happened. Losing one is harmless: it is a courtesy.
 */
export abstract class ShortNotes {
  abstract put(name: string, text: string, ttlMs: number): Promise<void>;
  /** The text, or null when there is none (or it has run out). */
  abstract get(name: string): Promise<string | null>;
}

/** In this process only (no `REDIS_URL`, or while Redis is away). */
export class LocalShortNotes extends ShortNotes {
  private readonly notes = new Map<string, { text: string; expiresAt: number }>();

  constructor(private readonly now: () => number = () => Date.now()) {
    super();
  }

  put(name: string, text: string, ttlMs: number): Promise<void> {
    const at = this.now();
    for (const [key, note] of this.notes) {
      if (note.expiresAt <= at) {
        this.notes.delete(key);
      }
    }
    this.notes.set(name, { text, expiresAt: at + ttlMs });
    return Promise.resolve();
  }

  get(name: string): Promise<string | null> {
    const note = this.notes.get(name);
    return Promise.resolve(note && note.expiresAt > this.now() ? note.text : null);
  }
}

/** In the shared Redis; this process's own notes answer while Redis does not. */
export class RedisShortNotes extends ShortNotes {
  private readonly local: LocalShortNotes;

  constructor(
    private readonly redis: RedisConnection,
    now: () => number = () => Date.now(),
  ) {
    super();
    this.local = new LocalShortNotes(now);
  }

  async put(name: string, text: string, ttlMs: number): Promise<void> {
    await this.local.put(name, text, ttlMs);
    await this.redis.commands.set(this.redis.key(`note:${name}`), text, 'PX', ttlMs).catch(() => undefined);
  }

  async get(name: string): Promise<string | null> {
    try {
      return (await this.redis.commands.get(this.redis.key(`note:${name}`))) ?? (await this.local.get(name));
    } catch {
      return this.local.get(name);
    }
  }
}

import type { RedisConnection } from './redis-connection';

/**
 * Named texts every replica reads and writes, kept until replaced (no expiry), e.g. the handover note
 * or since when a kind of record is kept.
 */
export abstract class SharedValues {
  /** The text, or null when there is none. */
  abstract get(name: string): Promise<string | null>;
  abstract set(name: string, text: string): Promise<void>;
  /** Sets `text` unless the name has a value already; answers the value now kept. */
  abstract setIfAbsent(name: string, text: string): Promise<string>;
}

/** In this process only (no `REDIS_URL`, or while Redis is away). */
export class LocalSharedValues extends SharedValues {
  private readonly values = new Map<string, string>();

  get(name: string): Promise<string | null> {
    return Promise.resolve(this.values.get(name) ?? null);
  }

  set(name: string, text: string): Promise<void> {
    this.values.set(name, text);
    return Promise.resolve();
  }

  setIfAbsent(name: string, text: string): Promise<string> {
    const kept = this.values.get(name) ?? text;
    this.values.set(name, kept);
    return Promise.resolve(kept);
  }
}

/** In the shared Redis; this process's own values answer while Redis does not. */
export class RedisSharedValues extends SharedValues {
  private readonly local = new LocalSharedValues();

  constructor(private readonly redis: RedisConnection) {
    super();
  }

  private keyOf(name: string): string {
    return this.redis.key(`value:${name}`);
  }

  async get(name: string): Promise<string | null> {
    try {
      return (await this.redis.commands.get(this.keyOf(name))) ?? (await this.local.get(name));
    } catch {
      return this.local.get(name);
    }
  }

  async set(name: string, text: string): Promise<void> {
    await this.local.set(name, text);
    await this.redis.commands.set(this.keyOf(name), text).catch(() => undefined);
  }

  async setIfAbsent(name: string, text: string): Promise<string> {
    try {
      await this.redis.commands.set(this.keyOf(name), text, 'NX');
      const kept = (await this.redis.commands.get(this.keyOf(name))) ?? text;
      await this.local.set(name, kept);
      return kept;
    } catch {
      return this.local.setIfAbsent(name, text);
    }
  }
}

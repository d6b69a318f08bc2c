import { Redis, type RedisOptions } from 'ioredis';
import { ConfigError, type SharedStateConfig } from '@/config/app-config';

export type RedisState = 'connected' | 'down';
export type RedisLogger = { log: (message: string) => void; warn: (message: string) => void };

/** The start-up check waits this long for a first answer before starting degraded. */
const FIRST_CONNECT_TIMEOUT_MS = 5_000;
/** Reconnect attempts back off up to this, so a returning Redis is rejoined within a couple of seconds. */
const MAX_RECONNECT_DELAY_MS = 2_000;

/** Where the URL points, without user or password (for logs and messages). */
export function redisAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.hostname}:${parsed.port || '6379'}`;
}

const MISCONFIGURED = [/WRONGPASS/i, /NOAUTH/i, /invalid password/i, /ENOTFOUND/, /Protocol error/i];

/**
 * Two ioredis connections to the shared Redis: one for commands, one held by subscriptions (Redis
 * does not allow commands on a subscribed connection). Commands never queue while Redis is away:
 * they fail at once, and every caller has an in-process answer for that case.
 */
export class RedisConnection {
  readonly commands: Redis;
  readonly subscriber: Redis;
  private current: RedisState = 'down';
  private closing = false;
  private readonly listeners = new Set<(state: RedisState) => void>();
  /** ioredis rejects a failed connect with a generic message; the cause arrives as an 'error' event. */
  private lastError: string | undefined;

  private constructor(
    private readonly config: SharedStateConfig,
    private readonly logger: RedisLogger,
  ) {
    const options: RedisOptions = {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: config.commandTimeoutMs,
      connectTimeout: Math.max(config.commandTimeoutMs, 2_000),
      retryStrategy: (attempt) => Math.min(100 * 2 ** Math.min(attempt, 5), MAX_RECONNECT_DELAY_MS),
      // A connection to a Redis that went away is not waited on for long at shutdown.
      disconnectTimeout: 500,
    };
    this.commands = new Redis(config.url, { ...options, connectionName: 'taxi-gateway' });
    // The subscriber may queue its SUBSCRIBE until connected; it sends no other command. Without a
    // retry limit: with 0, ioredis drops the queue at the first failed attempt, and a replica started
    // while Redis was away never heard the bus (a follower's map stayed stale) once it returned.
    this.subscriber = new Redis(config.url, {
      ...options,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
      connectionName: 'taxi-gateway-bus',
    });
    for (const client of [this.commands, this.subscriber]) {
      // ioredis reports every failed attempt; the state change below is what gets logged.
      client.on('error', (error: Error) => {
        this.lastError = error.message;
      });
    }
    this.commands.on('ready', () => this.setState('connected'));
    this.commands.on('close', () => this.setState('down'));
  }

  /**
   * Connects, or fails for a URL that can never work. A Redis that is merely not answering yet
   * (refused, timed out) is not fatal: the gateway starts with in-process state and joins later.
   */
  static async open(config: SharedStateConfig, logger: RedisLogger): Promise<RedisConnection> {
    const connection = new RedisConnection(config, logger);
    const address = redisAddress(config.url);
    try {
      await withDeadline(connection.commands.connect(), FIRST_CONNECT_TIMEOUT_MS);
      await connection.commands.ping();
    } catch (error) {
      const detail = connection.lastError ?? (error instanceof Error ? error.message : String(error));
      if (MISCONFIGURED.some((pattern) => pattern.test(detail))) {
        connection.close();
        // A URL that can never work (wrong password, unknown host, not Redis) stops start-up.
        throw new ConfigError([`REDIS_URL: ${address} refused the connection: ${detail}`]);
      }
      logger.warn(
        `Redis at ${address} does not answer (${detail}); starting with in-process limits and fleet ` +
          'polling, joining the other replicas when it answers',
      );
      // ioredis keeps retrying in the background once the first attempt failed.
      connection.reconnectLater();
    }
    connection.subscriber.connect().catch(() => undefined);
    return connection;
  }

  state(): RedisState {
    return this.current;
  }

  /** Called on every change; returns the unsubscribe. */
  onState(listener: (state: RedisState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A key or channel name with the deployment's prefix. */
  key(name: string): string {
    return `${this.config.keyPrefix}${name}`;
  }

  /** Disconnects on purpose (shutdown): not a Redis outage, so nothing is logged or announced. */
  close(): void {
    this.closing = true;
    this.listeners.clear();
    this.commands.disconnect();
    this.subscriber.disconnect();
  }

  private reconnectLater(): void {
    if (this.commands.status === 'end' || this.commands.status === 'wait') {
      this.commands.connect().catch(() => undefined);
    }
  }

  private setState(state: RedisState): void {
    if (state === this.current || this.closing) {
      return;
    }
    this.current = state;
    const address = redisAddress(this.config.url);
    if (state === 'connected') {
      this.logger.log(`Shared state: Redis at ${address} connected`);
    } else {
      this.logger.warn(
        `Shared state: Redis at ${address} is unreachable; limits, locks and fleet polling fall back to this process`,
      );
    }
    for (const listener of this.listeners) {
      try {
        listener(state);
      } catch {
        // One failing listener must not starve the others.
      }
    }
  }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

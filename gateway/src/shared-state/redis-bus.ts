import { z } from 'zod';
import type { RedisConnection } from './redis-connection';
import { type BusHandler, type PublishOptions, SharedBus } from './shared-bus';

const EnvelopeSchema = z.object({ from: z.string(), message: z.string() });

/**
 * Redis pub/sub, one channel a topic, each message stamped with its sender so it can skip its own.
 * Kept messages also go to a sorted set scored by expiry, read back when a replica subscribes and
 * whenever its subscriber connection comes back after a gap (pub/sub itself forgets what it missed).
 */
export class RedisBus extends SharedBus {
  private readonly handlers = new Map<string, Set<BusHandler>>();
  private heardBefore = false;

  /** `sender` must be unique to this process (two replicas given one REPLICA_ID still hear each other). */
  constructor(
    private readonly redis: RedisConnection,
    private readonly sender: string,
  ) {
    super();
    redis.subscriber.on('message', (channel: string, raw: string) => this.deliver(channel, raw));
    // ioredis subscribes again by itself after a reconnect; 'ready' marks the end of the gap.
    redis.subscriber.on('ready', () => {
      if (this.heardBefore) {
        for (const topic of this.handlers.keys()) {
          void this.replay(topic);
        }
      }
      this.heardBefore = true;
    });
  }

  publish(topic: string, message: string, options: PublishOptions = {}): void {
    const envelope = JSON.stringify({ from: this.sender, message });
    const commands = this.redis.commands;
    const channel = this.channel(topic);
    if (options.keepMs === undefined) {
      commands.publish(channel, envelope).catch(() => undefined);
      return;
    }
    const kept = this.keptKey(topic);
    const now = Date.now();
    commands
      .multi()
      .zremrangebyscore(kept, '-inf', now)
      .zadd(kept, now + options.keepMs, envelope)
      .pexpire(kept, options.keepMs)
      .publish(channel, envelope)
      .exec()
      .catch(() => undefined);
  }

  subscribe(topic: string, handler: BusHandler): () => void {
    let handlers = this.handlers.get(topic);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(topic, handlers);
    }
    handlers.add(handler);
    this.redis.subscriber
      .subscribe(this.channel(topic))
      .then(() => this.replay(topic, handler))
      .catch(() => undefined);
    return () => handlers.delete(handler);
  }

  private channel(topic: string): string {
    return this.redis.key(`bus:${topic}`);
  }

  private keptKey(topic: string): string {
    return this.redis.key(`bus:${topic}:kept`);
  }

  /** Kept messages still valid, oldest first, to one handler or to all of the topic's. */
  private async replay(topic: string, only?: BusHandler): Promise<void> {
    let kept: string[];
    try {
      kept = await this.redis.commands.zrangebyscore(this.keptKey(topic), Date.now(), '+inf');
    } catch {
      return;
    }
    for (const raw of kept) {
      // A replica's own kept messages count too: after a restart it is a new sender.
      this.deliverTo(topic, raw, only, true);
    }
  }

  private deliver(channel: string, raw: string): void {
    for (const topic of this.handlers.keys()) {
      if (this.channel(topic) === channel) {
        this.deliverTo(topic, raw, undefined, false);
      }
    }
  }

  private deliverTo(topic: string, raw: string, only: BusHandler | undefined, includeOwn: boolean): void {
    let envelope: z.infer<typeof EnvelopeSchema>;
    try {
      envelope = EnvelopeSchema.parse(JSON.parse(raw));
    } catch {
      return;
    }
    if (envelope.from === this.sender && !includeOwn) {
      return;
    }
    for (const handler of only ? [only] : (this.handlers.get(topic) ?? [])) {
      try {
        handler(envelope.message);
      } catch {
        // One failing handler must not starve the others.
      }
    }
  }
}

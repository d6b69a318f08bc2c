import { AppConfig } from '@/config/app-config';
import { type BusHandler, type PublishOptions, SharedBus } from '@/shared-state/shared-bus';
import { SessionEvents, sessionIdOf } from './session-events';

/** Two replicas' buses joined in memory: what one publishes, the other's subscribers hear. */
class PairedBus extends SharedBus {
  other: PairedBus | null = null;
  readonly sent: { topic: string; message: string; options: PublishOptions }[] = [];
  private readonly handlers = new Map<string, BusHandler[]>();
  publish(topic: string, message: string, options: PublishOptions = {}): void {
    this.sent.push({ topic, message, options });
    this.other?.handlers.get(topic)?.forEach((handler) => handler(message));
  }
  subscribe(topic: string, handler: BusHandler): () => void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
    return () => undefined;
  }
}

describe('SessionEvents', () => {
  const config = AppConfig.fromEnv({ SESSION_MAX_AGE_HOURS: '12' });

  it('ends a session here and on the other replicas, naming it by a hash, never the token', () => {
    const [busA, busB] = [new PairedBus(), new PairedBus()];
    busA.other = busB;
    busB.other = busA;
    const [a, b] = [new SessionEvents(busA, config), new SessionEvents(busB, config)];
    const heardOnB: string[] = [];
    b.onEnded((session) => heardOnB.push(session));

    a.ended('tajny-token-123');

    expect(a.hasEnded('tajny-token-123')).toBe(true);
    expect(b.hasEnded('tajny-token-123')).toBe(true);
    expect(b.hasEnded('jiny-token')).toBe(false);
    expect(heardOnB).toEqual([sessionIdOf('tajny-token-123')]);
    expect(JSON.stringify(busA.sent)).not.toContain('tajny-token-123');
    // Kept as long as a session can live, for a replica that was cut off when it was sent.
    expect(busA.sent[0]?.options.keepMs).toBe(12 * 3_600_000);
  });

  it('tells its listeners once, however often the news arrives', () => {
    const bus = new PairedBus();
    const events = new SessionEvents(bus, config);
    const heard: string[] = [];
    events.onEnded((session) => heard.push(session));
    events.ended('token-1');
    events.ended('token-1');
    expect(heard).toHaveLength(1);
  });
});

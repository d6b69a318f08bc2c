import type { UpstreamLinkState } from '@taxi/contracts';
import { AuditedWriteEvents } from '@/common/audit/audited-write-events';
import { SharedState } from '@/shared-state/shared-state';
import { type UpstreamEventListener, UpstreamEventsPort } from '@/upstream/upstream-events.port';
import { OrderFacts } from './order-facts.service';

class FakeEvents extends UpstreamEventsPort {
  private readonly listeners = new Set<UpstreamEventListener>();
  onEvent(listener: UpstreamEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(...event: Parameters<UpstreamEventListener>): void {
    this.listeners.forEach((listener) => listener(...event));
  }
  onReconnect(): () => void {
    return () => undefined;
  }
  linkState(): UpstreamLinkState {
    return 'connected';
  }
  onLinkState(): () => void {
    return () => undefined;
  }
  lastEventAt(): Date | null {
    return null;
  }
}

describe('order facts', () => {
  const shared = SharedState.inProcess('test');
  const events = new FakeEvents();
  const writes = new AuditedWriteEvents();
  const facts = new OrderFacts(shared, shared.values, writes, events);
  const hour = 3_600_000;
  const read = () => facts.read(new Date(Date.now() - hour), new Date(Date.now() + hour));

  beforeAll(() => facts.onModuleInit());
  afterAll(() => facts.onModuleDestroy());

  it('keeps a declined ride once per row, naming no driver the event does not name', async () => {
    events.emit({ name: 'rideDecline', payload: { id: 41 } });
    events.emit({ name: 'rideDecline', payload: { id: 41 } });
    events.emit({ name: 'rideAccept', payload: { id: 42 } });
    events.emit({ name: 'rideDecline', payload: { id: 43, driver_name: 'Král' } });
    await expect(read()).resolves.toMatchObject({
      facts: [
        { kind: 'declined', rowId: 41, driver: null },
        { kind: 'declined', rowId: 43, driver: 'Král' },
      ],
    });
  });

  it('takes web orders from the public site’s module, and keeps its start as every kind’s known-since', async () => {
    const since = await facts.knownSince();
    await facts.recordWebOrder({ orderNumber: 3001, at: new Date(), language: 'en' });
    const { facts: kept, knownSince } = await read();
    expect(kept.at(-1)).toMatchObject({ kind: 'webOrder', orderNumber: 3001, language: 'en' });
    expect(knownSince).toEqual(since);
    expect(new Set(Object.values(knownSince)).size).toBe(1);
  });
});

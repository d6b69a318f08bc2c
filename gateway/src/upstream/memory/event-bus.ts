import type { UpstreamEventName } from '@taxi/contracts';
import type { UpstreamEvent, UpstreamEventListener } from '@/upstream/upstream-events.port';

/** Synchronous fan-out; a listener that throws neither breaks the emitter nor the other listeners. */
export class EventBus {
  private readonly listeners = new Set<UpstreamEventListener>();

  subscribe(listener: UpstreamEventListener): () => void {
    // Wrapped so the same function may subscribe twice and unsubscribe each time separately.
    const entry: UpstreamEventListener = (event) => listener(event);
    this.listeners.add(entry);
    return () => {
      this.listeners.delete(entry);
    };
  }

  emit(name: UpstreamEventName, id: number): void {
    for (const listener of [...this.listeners]) {
      const event: UpstreamEvent = { name, payload: { id } };
      try {
        listener(event);
      } catch {
        // A subscriber's failure is its own business; the mutation it reports already happened.
      }
    }
  }
}

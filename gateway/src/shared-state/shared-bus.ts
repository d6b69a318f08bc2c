export type BusHandler = (message: string) => void;

export type PublishOptions = {
  /**
   * Also keep the message this long: a replica that joins or rejoins within that time receives it
   * then (a session ended while it was cut off, the latest fleet snapshot). Handlers of kept
   * messages must accept one twice.
   */
  keepMs?: number;
};

/**
 * Messages between the replicas of one deployment (session ended, fleet snapshot, lease handed
 * back). A replica never receives its own live messages: it has acted on them already.
 */
export abstract class SharedBus {
  /** Sends to every other replica; a message nobody can receive (Redis away) is dropped. */
  abstract publish(topic: string, message: string, options?: PublishOptions): void;

  /** Returns the unsubscribe. */
  abstract subscribe(topic: string, handler: BusHandler): () => void;
}

/** One process, no other replicas: nothing to send, nothing to receive. */
export class LocalBus extends SharedBus {
  publish(): void {}

  subscribe(): () => void {
    return () => undefined;
  }
}

import { Global, Injectable, Module } from '@nestjs/common';

type EndedListener = (token: string) => void;

/**
 * Tells whoever holds a session open (the live channel) that it has just ended, so a logged-out
 * browser stops receiving at once rather than at the next periodic re-check. Features stay apart:
 * auth announces, realtime listens, neither knows the other.
 */
@Injectable()
export class SessionEvents {
  private readonly listeners = new Set<EndedListener>();

  ended(token: string): void {
    for (const listener of this.listeners) {
      listener(token);
    }
  }

  /** Returns the unsubscribe. */
  onEnded(listener: EndedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

@Global()
@Module({ providers: [SessionEvents], exports: [SessionEvents] })
export class SessionEventsModule {}

import { createHash } from 'node:crypto';
import { Global, Injectable, Module, type OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '@/config/app-config';
import { SharedBus } from '@/shared-state/shared-bus';

/** A session as replicas name it to each other and in memory: a hash, never the token itself. */
export type SessionId = string;
type EndedListener = (session: SessionId) => void;

const TOPIC = 'session-ended';
/** Ended sessions remembered at most; the oldest go first (they have long expired upstream). */
const MAX_REMEMBERED = 20_000;

export function sessionIdOf(token: string): SessionId {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Sessions that ended by logout, on this replica or any other. Whoever holds a session open (the
 * live channel) hears of it at once, and `hasEnded` is asked before any remembered "valid" verdict
 * is trusted, so a logout on one replica is a logout on all without waiting for a cache to expire.
 * Features stay apart: auth announces, realtime and the session check listen.
 */
@Injectable()
export class SessionEvents implements OnModuleDestroy {
  private readonly listeners = new Set<EndedListener>();
  /** Session id → until when it is remembered as ended. */
  private readonly endedUntil = new Map<SessionId, number>();
  private readonly rememberMs: number;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: SharedBus,
    config: AppConfig,
  ) {
    // As long as a session can live at all: after that the upstream refuses it anyway.
    this.rememberMs = config.session.maxAgeMs;
    this.unsubscribe = bus.subscribe(TOPIC, (session) => this.remember(session));
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  ended(token: string): void {
    const session = sessionIdOf(token);
    this.remember(session);
    this.bus.publish(TOPIC, session, { keepMs: this.rememberMs });
  }

  hasEnded(token: string): boolean {
    const until = this.endedUntil.get(sessionIdOf(token));
    return until !== undefined && until > Date.now();
  }

  /** Returns the unsubscribe. */
  onEnded(listener: EndedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private remember(session: SessionId): void {
    const known = this.endedUntil.has(session);
    this.endedUntil.delete(session);
    this.endedUntil.set(session, Date.now() + this.rememberMs);
    for (const oldest of this.endedUntil.keys()) {
      if (this.endedUntil.size <= MAX_REMEMBERED) {
        break;
      }
      this.endedUntil.delete(oldest);
    }
    if (known) {
      return;
    }
    for (const listener of this.listeners) {
      try {
        listener(session);
      } catch {
        // One failing listener must not starve the others.
      }
    }
  }
}

@Global()
@Module({ providers: [SessionEvents], exports: [SessionEvents] })
export class SessionEventsModule {}

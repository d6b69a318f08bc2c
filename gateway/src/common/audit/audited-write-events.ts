import { Global, Injectable, Module } from '@nestjs/common';
import type { AuditedWrite } from './audited-writes';

/** One admin write that succeeded, as its audit line records it, with what it carried and answered. */
export type AuditedWriteEvent = {
  action: AuditedWrite;
  /** The body as it arrived (the call's schema admitted it: the write succeeded). */
  body: unknown;
  answer: unknown;
  /** The admin's login name as the audit trail knows it, or null. */
  admin: string | null;
  at: Date;
};

/**
 * Tells features about the admin writes that succeeded, after their audit line: the order facts
 * learn from them what the company's list cannot say (a phone order, a deletion). Shared code tells;
 * it never imports the features that listen.
 */
@Injectable()
export class AuditedWriteEvents {
  private readonly listeners = new Set<(event: AuditedWriteEvent) => void>();

  /** Subscribes; returns the unsubscribe. */
  on(listener: (event: AuditedWriteEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: AuditedWriteEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch {
        // A listener's failure is its own; the write and its audit line stand.
      }
    }
  }
}

@Global()
@Module({ providers: [AuditedWriteEvents], exports: [AuditedWriteEvents] })
export class AuditedWriteEventsModule {}

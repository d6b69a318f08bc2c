import { Global, Injectable, Module } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

type DrainListener = () => Promise<void> | void;
export type DrainPhase = 'leaving' | 'closed';

/**
 * The shutdown's first phases, before Nest's own hooks. `leaving`: `/readyz` answers 503, each
 * answer closes its connection, and what another replica should take over (the fleet lease) is
 * handed back. `closed`: the port no longer accepts, so admin sockets are dropped and reconnect to
 * another replica. Meanwhile in-flight requests may finish.
 */
@Injectable()
export class Draining {
  private draining = false;
  private inFlight = 0;
  private readonly listeners: Record<DrainPhase, Set<DrainListener>> = {
    leaving: new Set(),
    closed: new Set(),
  };
  private readonly idleWaiters = new Set<() => void>();

  /** Counts requests in flight and, while draining, asks clients to reconnect elsewhere. Mounted first. */
  readonly middleware = (_request: Request, response: Response, next: NextFunction): void => {
    this.inFlight += 1;
    if (this.draining) {
      response.setHeader('Connection', 'close');
    }
    response.once('close', () => {
      this.inFlight -= 1;
      if (this.inFlight === 0) {
        this.idleWaiters.forEach((resolve) => resolve());
        this.idleWaiters.clear();
      }
    });
    next();
  };

  get isDraining(): boolean {
    return this.draining;
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  /** Called when the shutdown reaches `phase`; returns the unsubscribe. */
  on(phase: DrainPhase, listener: DrainListener): () => void {
    this.listeners[phase].add(listener);
    return () => this.listeners[phase].delete(listener);
  }

  /** Marks the process as leaving (readiness 503) and tells the `leaving` listeners. */
  async begin(): Promise<void> {
    if (this.draining) {
      return;
    }
    this.draining = true;
    await this.tell('leaving');
  }

  /** The port is closed: tells the `closed` listeners. */
  closed(): Promise<void> {
    return this.tell('closed');
  }

  private async tell(phase: DrainPhase): Promise<void> {
    const listeners = [...this.listeners[phase]];
    await Promise.all(listeners.map((listener) => Promise.resolve(listener()).catch(() => undefined)));
  }

  /** Resolves when no request is in flight, or after `timeoutMs` (true when they all finished). */
  settled(timeoutMs: number): Promise<boolean> {
    if (this.inFlight === 0) {
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.idleWaiters.delete(done);
        resolve(false);
      }, timeoutMs);
      this.idleWaiters.add(done);
    });
  }
}

@Global()
@Module({ providers: [Draining], exports: [Draining] })
export class LifecycleModule {}

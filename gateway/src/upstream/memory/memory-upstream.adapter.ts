import type {
  ContactMessage,
  EndpointName,
  SosAlert,
  Tariff,
  UpstreamEventName,
  UpstreamLinkState,
} from '@taxi/contracts';
import { driverLabel } from '@taxi/contracts';
import type { UpstreamEventListener, UpstreamEventsPort } from '@/upstream/upstream-events.port';
import type { MockControlPort } from '@/upstream/mock-control.port';
import type { CallerOf, CallInput, CallInputArgument, EndpointResult } from '@/upstream/upstream-call';
import { UpstreamPort } from '@/upstream/upstream.port';
import { AdminAuth } from './admin-auth';
import { EventBus } from './event-bus';
import { type MemoryHandler, type MemoryHandlers, memoryHandlers } from './memory-handlers';
import { MemoryStore } from './memory-store';
import { simulateRideStep } from './ride-simulation';
import { buildSeedData } from './seed/seed-data';
import { createRandom, type Random } from '@taxi/contracts';
import { StoreViews } from './store-views';
import * as sos from './sos-alerts';
import * as users from './user-roles';

export type MemoryUpstreamOptions = {
  adminUsername: string;
  adminPassword: string;
  seed: number;
  orderCount: number;
  tariff: Tariff;
  /** Default 12 hours. */
  sessionTtlMs?: number;
  /** See `AdminAuthOptions.serviceToken`. */
  serviceToken?: string;
  /** See `AdminAuthOptions.webAccount`. */
  webAccount?: { username: string; password: string };
  /** Default `() => new Date()`; tests pass a controllable clock. */
  clock?: () => Date;
};

/**
 * The product's server as an in-memory mock: seeded, deterministic Czech data with real behaviour.
 * Synchronous inside; async only to honour the port.
 */
export class MemoryUpstream extends UpstreamPort implements UpstreamEventsPort, MockControlPort {
  private readonly clock: () => Date;
  private readonly store: MemoryStore;
  private readonly auth: AdminAuth;
  private readonly events = new EventBus();
  private lastEvent: Date | null = null;
  private readonly views = new StoreViews();
  /** Drives runtime choices (e.g. who raises an SOS) so that simulations repeat too. */
  private readonly random: Random;
  /** The simulation's pre-orders, apart from `random` so its other draws stay as they were. */
  private readonly preorderRandom: Random;
  private readonly handlers: MemoryHandlers;

  constructor(private readonly options: MemoryUpstreamOptions) {
    super();
    this.clock = options.clock ?? (() => new Date());
    this.random = createRandom(options.seed, 'runtime');
    this.preorderRandom = createRandom(options.seed, 'runtime:preorders');
    const { seed, orderCount, tariff, adminUsername } = options;
    this.store = new MemoryStore(
      buildSeedData({ seed, orderCount, tariff, adminUsername, now: this.clock() }),
    );
    this.auth = new AdminAuth(this.store, options, this.clock);
    this.handlers = memoryHandlers({
      store: this.store,
      views: this.views,
      auth: this.auth,
      seed: options.seed,
      clock: this.clock,
      announce: (name, id) => this.announce(name, id),
    });
  }

  onEvent(listener: UpstreamEventListener): () => void {
    return this.events.subscribe(listener);
  }

  /** The in-process mock never loses its link, so there is nothing to resync after. */
  onReconnect(_listener: () => void): () => void {
    return () => undefined;
  }

  linkState(): UpstreamLinkState {
    return 'connected';
  }

  onLinkState(_listener: (state: UpstreamLinkState) => void): () => void {
    return () => undefined;
  }

  lastEventAt(): Date | null {
    return this.lastEvent;
  }

  /** Opens an SOS alert as if a customer pressed the button in the app (simulators and tests). */
  raiseSos(userId?: number): SosAlert {
    const alert = sos.raiseSos(this.store, this.random, userId, this.clock());
    this.announce('sos', alert.id);
    return alert;
  }

  /** One tick of simulated dispatch life: a ride comes in or moves a stage on, with its events. */
  simulateRides(): void {
    const changes = simulateRideStep(
      this.store,
      this.random,
      this.options.tariff,
      this.clock(),
      this.preorderRandom,
    );
    // Even a step with nothing to announce may have touched the store.
    this.views.invalidate();
    for (const change of changes) {
      this.announce(change.name, change.id);
    }
  }

  driverLabels(): string[] {
    return users.listDrivers(this.store).map(driverLabel);
  }

  /** Contact messages received so far, oldest first (the mock's mailbox). */
  sentEmails(): ContactMessage[] {
    return this.store.sentEmails.map((message) => ({ ...message }));
  }

  ping(): Promise<void> {
    return Promise.resolve();
  }

  call<N extends EndpointName>(
    name: N,
    caller: CallerOf<N>,
    ...[input]: CallInputArgument<N>
  ): Promise<EndpointResult<N>> {
    const handler: MemoryHandler<N> = this.handlers[name];
    return handler(caller, (input ?? {}) as CallInput<N>);
  }

  /** Listeners may read at once: a change is announced only after the kept views are dropped. */
  private announce(name: UpstreamEventName, id: number): void {
    this.views.invalidate();
    this.lastEvent = this.clock();
    this.events.emit(name, id);
  }
}

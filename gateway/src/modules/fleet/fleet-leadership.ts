import type { Lease } from '@/shared-state/lease';

/**
 * Who polls the tracking provider now, as this replica sees it:
 * - `alone`: the only process (no Redis), it always polls;
 * - `polling`: it holds the fleet lease and polls for every replica;
 * - `following`: another replica holds the lease; this one shows the snapshots it sends;
 * - `fallback`: Redis is unreachable, so each replica polls for itself until it returns.
 */
export type FleetRole = 'alone' | 'polling' | 'following' | 'fallback';

export type LeadershipTimers = {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

const realTimers: LeadershipTimers = {
  set: (callback, ms) => setTimeout(callback, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export type FleetLeadershipOptions = {
  lease: Lease;
  /** How often the lease is claimed (renewed by its holder, sought by the others). */
  claimEveryMs: number;
  /** Called on every change of role (also the first), and awaited before the next claim. */
  onRole: (role: FleetRole) => Promise<void>;
  timers?: LeadershipTimers;
};

/**
 * Claims the fleet lease on a self-rescheduling timer: holding it means polling, losing it means
 * following, and a lease that cannot be asked about (Redis away) means polling alone meanwhile.
 */
export class FleetLeadership {
  private role: FleetRole | null = null;
  private timer: unknown;
  private claiming: Promise<void> | null = null;
  private stopped = false;
  private readonly timers: LeadershipTimers;

  constructor(private readonly options: FleetLeadershipOptions) {
    this.timers = options.timers ?? realTimers;
  }

  current(): FleetRole | null {
    return this.role;
  }

  start(): void {
    this.stopped = false;
    this.claimNow();
  }

  /** Claims at once (another replica has just handed the lease back). */
  claimNow(): void {
    if (this.stopped || this.claiming) {
      return;
    }
    this.timers.clear(this.timer);
    this.claiming = this.claim().finally(() => {
      this.claiming = null;
      if (!this.stopped) {
        this.timer = this.timers.set(() => this.claimNow(), this.options.claimEveryMs);
      }
    });
  }

  /** No more claims; the lease is handed back so another replica takes over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.timers.clear(this.timer);
    await this.claiming;
    await this.options.lease.release().catch(() => undefined);
  }

  private async claim(): Promise<void> {
    let role: FleetRole;
    try {
      role = (await this.options.lease.claim()) ? 'polling' : 'following';
    } catch {
      role = 'fallback';
    }
    if (this.stopped || role === this.role) {
      return;
    }
    this.role = role;
    await this.options.onRole(role);
  }
}

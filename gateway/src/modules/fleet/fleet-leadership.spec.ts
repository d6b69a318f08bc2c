import { Lease } from '@/shared-state/lease';
import { FleetLeadership, type FleetRole, type LeadershipTimers } from './fleet-leadership';

/** A lease whose answers the test decides: held, not held, or no answer at all (Redis away). */
class ScriptedLease extends Lease {
  answer: boolean | Error = true;
  released = 0;
  claim(): Promise<boolean> {
    return this.answer instanceof Error ? Promise.reject(this.answer) : Promise.resolve(this.answer);
  }
  release(): Promise<void> {
    this.released += 1;
    return Promise.resolve();
  }
  holder(): Promise<string | null> {
    return Promise.resolve(null);
  }
}

/** Timers run only when the test says, so no claim happens behind its back. */
class ManualTimers implements LeadershipTimers {
  private pending: (() => void) | null = null;
  delays: number[] = [];
  set = (callback: () => void, ms: number) => {
    this.pending = callback;
    this.delays.push(ms);
    return callback;
  };
  clear = () => {
    this.pending = null;
  };
  fire(): void {
    const callback = this.pending;
    this.pending = null;
    callback?.();
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FleetLeadership', () => {
  let lease: ScriptedLease;
  let timers: ManualTimers;
  let roles: FleetRole[];
  let leadership: FleetLeadership;

  beforeEach(() => {
    lease = new ScriptedLease();
    timers = new ManualTimers();
    roles = [];
    leadership = new FleetLeadership({
      lease,
      claimEveryMs: 2_500,
      onRole: (role) => {
        roles.push(role);
        return Promise.resolve();
      },
      timers,
    });
  });

  it('polls while it holds the lease, follows when another holds it, and tells only changes', async () => {
    leadership.start();
    await settle();
    expect(roles).toEqual(['polling']);
    timers.fire();
    await settle();
    expect(roles).toEqual(['polling']);
    lease.answer = false;
    timers.fire();
    await settle();
    expect(roles).toEqual(['polling', 'following']);
    expect(leadership.current()).toBe('following');
    expect(timers.delays.every((ms) => ms === 2_500)).toBe(true);
  });

  it('falls back to polling alone while the lease cannot be asked about, and rejoins after', async () => {
    lease.answer = new Error('Redis is away');
    leadership.start();
    await settle();
    expect(roles).toEqual(['fallback']);
    lease.answer = false;
    timers.fire();
    await settle();
    expect(roles).toEqual(['fallback', 'following']);
  });

  it('claims at once when told the lease was handed back', async () => {
    lease.answer = false;
    leadership.start();
    await settle();
    lease.answer = true;
    leadership.claimNow();
    await settle();
    expect(roles).toEqual(['following', 'polling']);
  });

  it('hands the lease back on stop and claims no more', async () => {
    leadership.start();
    await settle();
    await leadership.stop();
    expect(lease.released).toBe(1);
    lease.answer = false;
    timers.fire();
    leadership.claimNow();
    await settle();
    expect(roles).toEqual(['polling']);
  });
});

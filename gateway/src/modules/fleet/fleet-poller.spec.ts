import type { DriverPosition, FleetSnapshot } from '@taxi/contracts';
import { FleetError } from './fleet.errors';
import { FleetPoller, type FleetPollerOptions, type PollTimers } from './fleet-poller';
import { FleetProvider } from './fleet.port';

/** A hand-driven clock: timers fire only when the test advances time. */
class ManualClock {
  time = 0;
  private pending: { id: number; at: number; callback: () => void }[] = [];
  private nextId = 1;
  readonly now = () => this.time;
  readonly timers: PollTimers = {
    set: (callback, ms) => {
      const id = this.nextId++;
      this.pending.push({ id, at: this.time + ms, callback });
      return id;
    },
    clear: (handle) => {
      this.pending = this.pending.filter((timer) => timer.id !== handle);
    },
  };

  get pendingCount(): number {
    return this.pending.length;
  }

  async advance(ms: number): Promise<void> {
    const target = this.time + ms;
    for (;;) {
      const due = this.pending.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) {
        break;
      }
      this.pending = this.pending.filter((timer) => timer !== due);
      this.time = due.at;
      due.callback();
      await settle();
    }
    this.time = target;
    await settle();
  }
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

type Answer = (signal: AbortSignal) => Promise<DriverPosition[]>;

/** A provider whose every answer the test decides; records call times and concurrency. */
class ScriptedProvider extends FleetProvider {
  readonly name = 'scripted';
  callTimes: number[] = [];
  signals: AbortSignal[] = [];
  active = 0;
  maxActive = 0;

  constructor(
    private readonly clock: ManualClock,
    public answer: Answer,
  ) {
    super();
  }

  fetchPositions(signal: AbortSignal): Promise<DriverPosition[]> {
    this.callTimes.push(this.clock.time);
    this.signals.push(signal);
    this.active += 1;
    this.maxActive = Math.max(this.maxActive, this.active);
    return this.answer(signal).finally(() => {
      this.active -= 1;
    });
  }

  close(): void {}
}

const car = (carID: number, latitude: number): DriverPosition => ({
  carID,
  position: { latitude, longitude: 14.13 },
  toolTipText: `Novák – volný`,
  spz: `4U2 12${carID}0`,
});
const ok =
  (positions: DriverPosition[]): Answer =>
  () =>
    Promise.resolve(positions);
const failing =
  (failure: FleetError['failure'] = 'unavailable'): Answer =>
  () =>
    Promise.reject(new FleetError(failure, 'GET /carGroups: HTTP 500'));
const never: Answer = () => new Promise<DriverPosition[]>(() => undefined);

function setup(answer: Answer, overrides: Partial<FleetPollerOptions> = {}) {
  const clock = new ManualClock();
  const provider = new ScriptedProvider(clock, answer);
  const snapshots: FleetSnapshot[] = [];
  const logger = { log: jest.fn<void, [string]>(), warn: jest.fn<void, [string]>() };
  const poller = new FleetPoller({
    provider,
    intervalMs: 1_000,
    timeoutMs: 500,
    maxBackoffMs: 5_000,
    onSnapshot: (snapshot) => snapshots.push(snapshot),
    logger,
    now: clock.now,
    random: () => 0,
    timers: clock.timers,
    ...overrides,
  });
  return { clock, provider, snapshots, logger, poller };
}

describe('FleetPoller', () => {
  it('has an empty, fresh snapshot with fetchedAt null before the first poll', () => {
    const { poller } = setup(ok([car(1, 50.5)]));
    expect(poller.snapshot()).toEqual({
      positions: [],
      fetchedAt: null,
      ageMs: null,
      stale: false,
      provider: 'scripted',
    });
  });

  it('polls at once, then every interval, pushing each snapshot with its age measured on reading', async () => {
    const { clock, provider, poller, snapshots } = setup(ok([car(1, 50.5)]));
    clock.time = 1_700_000_000_000;
    poller.start();
    await clock.advance(0);
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]).toMatchObject({ positions: [car(1, 50.5)], stale: false, ageMs: 0 });
    expect(snapshots[0]?.fetchedAt).toBe(new Date(1_700_000_000_000).toISOString());

    await clock.advance(300);
    expect(poller.snapshot().ageMs).toBe(300);
    await clock.advance(700);
    expect(provider.callTimes.map((t) => t - 1_700_000_000_000)).toEqual([0, 1_000]);
    expect(snapshots).toHaveLength(2);
    await poller.stop();
  });

  it('skips a poll it may not make (the lease went to another replica) and keeps its plan', async () => {
    let allowed = true;
    const { clock, provider, poller, snapshots } = setup(ok([car(1, 50.5)]), {
      mayPoll: () => Promise.resolve(allowed),
    });
    poller.start();
    await clock.advance(0);
    allowed = false;
    await clock.advance(2_000);
    expect(provider.callTimes).toEqual([0]);
    expect(snapshots).toHaveLength(1);
    allowed = true;
    await clock.advance(1_000);
    expect(provider.callTimes).toEqual([0, 3_000]);
    await poller.stop();
  });

  it('never overlaps polls: a slow poll delays the next one', async () => {
    const { clock, provider, poller } = setup(ok([]), { timeoutMs: 60_000 });
    let finish: (positions: DriverPosition[]) => void = () => undefined;
    provider.answer = () => new Promise((resolve) => (finish = resolve));
    poller.start();
    await clock.advance(0);
    await clock.advance(5_000); // five intervals pass while the first poll is still running
    expect(provider.callTimes).toEqual([0]);

    finish([car(1, 50.5)]);
    await settle();
    provider.answer = ok([]);
    await clock.advance(999);
    expect(provider.callTimes).toEqual([0]);
    await clock.advance(1);
    expect(provider.callTimes).toEqual([0, 6_000]);
    expect(provider.maxActive).toBe(1);
    await poller.stop();
  });

  it('keeps the last positions, marks the snapshot stale with a Czech reason, and pushes the change once', async () => {
    const { clock, provider, poller, snapshots } = setup(ok([car(1, 50.5), car(2, 50.6)]));
    poller.start();
    await clock.advance(0);
    provider.answer = failing();
    await clock.advance(1_000); // fails
    await clock.advance(2_000); // fails again, same reason
    expect(provider.callTimes).toEqual([0, 1_000, 3_000]);

    const stale = poller.snapshot();
    expect(stale).toMatchObject({
      positions: [car(1, 50.5), car(2, 50.6)],
      stale: true,
      error: 'Sledování vozidel je nedostupné.',
      fetchedAt: new Date(0).toISOString(),
      ageMs: 3_000,
    });
    expect(snapshots.map((snapshot) => snapshot.stale)).toEqual([false, true]);

    provider.answer = ok([car(1, 50.51)]);
    await clock.advance(4_000);
    expect(poller.snapshot()).toMatchObject({ positions: [car(1, 50.51)], stale: false, ageMs: 0 });
    expect(poller.snapshot().error).toBeUndefined();
    expect(snapshots.map((snapshot) => snapshot.stale)).toEqual([false, true, false]);
    await poller.stop();
  });

  it('reports a failure before the first success as stale with no positions', async () => {
    const { clock, poller } = setup(failing());
    poller.start();
    await clock.advance(0);
    expect(poller.snapshot()).toMatchObject({ positions: [], fetchedAt: null, ageMs: null, stale: true });
    await poller.stop();
  });

  it('gives up on a poll that does not finish within the timeout and aborts it', async () => {
    const { clock, provider, poller } = setup(never, { timeoutMs: 500 });
    poller.start();
    await clock.advance(499);
    expect(poller.snapshot().stale).toBe(false);
    await clock.advance(1);
    expect(poller.snapshot()).toMatchObject({ stale: true, error: 'Sledování vozidel neodpovědělo včas.' });
    expect(provider.signals[0]?.aborted).toBe(true);
    await poller.stop();
  });

  it('doubles the delay after each failure up to the cap, and resets it after a success', async () => {
    const { clock, provider, poller } = setup(failing(), { intervalMs: 1_000, maxBackoffMs: 5_000 });
    poller.start();
    await clock.advance(0);
    await clock.advance(2_000 + 4_000 + 5_000 + 5_000);
    expect(provider.callTimes).toEqual([0, 2_000, 6_000, 11_000, 16_000]);

    provider.answer = ok([]);
    await clock.advance(5_000); // the capped retry succeeds
    await clock.advance(1_000);
    expect(provider.callTimes).toEqual([0, 2_000, 6_000, 11_000, 16_000, 21_000, 22_000]);
    await poller.stop();
  });

  it('shortens a backoff delay by at most a fifth as jitter, never beyond the cap', async () => {
    for (const roll of [0.5, 0.999]) {
      const { clock, provider, poller } = setup(failing(), { random: () => roll });
      poller.start();
      await clock.advance(0);
      await clock.advance(30_000);
      const gaps = provider.callTimes.slice(1).map((time, i) => time - (provider.callTimes[i] ?? 0));
      const unjittered = [2_000, 4_000, 5_000, 5_000, 5_000];
      unjittered.forEach((full, i) => {
        expect(gaps[i]).toBeGreaterThanOrEqual(full * 0.8);
        expect(gaps[i]).toBeLessThanOrEqual(full);
      });
      await poller.stop();
    }
  });

  it('logs once when an outage starts and once when it ends, whatever the number of failed polls', async () => {
    const { clock, provider, poller, logger } = setup(failing());
    poller.start();
    await clock.advance(0);
    provider.answer = failing('timeout');
    await clock.advance(2_000 + 4_000 + 5_000);
    expect(provider.callTimes).toHaveLength(4);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toContain('unavailable (GET /carGroups: HTTP 500)');
    expect(logger.log).not.toHaveBeenCalled();

    provider.answer = ok([]);
    await clock.advance(5_000);
    await clock.advance(1_000);
    expect(logger.log).toHaveBeenCalledTimes(1);
    expect(logger.log.mock.calls[0]?.[0]).toContain('after 4 failed poll(s)');

    provider.answer = failing();
    await clock.advance(1_000);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    await poller.stop();
  });

  it('treats an unexpected error as unavailable without repeating its text', async () => {
    const { clock, poller, logger } = setup(() => Promise.reject(new Error('key=s3cr3t refused')));
    poller.start();
    await clock.advance(0);
    expect(poller.snapshot().error).toBe('Sledování vozidel je nedostupné.');
    expect(logger.warn.mock.calls[0]?.[0]).not.toContain('s3cr3t');
    await poller.stop();
  });

  it('survives a listener that throws', async () => {
    const { clock, provider, poller } = setup(ok([]), {
      onSnapshot: () => {
        throw new Error('socket gone');
      },
    });
    poller.start();
    await clock.advance(1_000);
    expect(provider.callTimes).toEqual([0, 1_000]);
    await poller.stop();
  });

  it('stops cleanly: aborts the poll under way and plans no other', async () => {
    const { clock, provider, poller } = setup(never, { timeoutMs: 60_000 });
    poller.start();
    await clock.advance(0);
    await poller.stop();
    expect(provider.signals[0]?.aborted).toBe(true);
    expect(clock.pendingCount).toBe(0);
    await clock.advance(120_000);
    expect(provider.callTimes).toEqual([0]);
    expect(poller.snapshot().stale).toBe(false);
  });

  it('keeps no timer alive in the real timers it uses by default', async () => {
    const poller = new FleetPoller({
      provider: new ScriptedProvider(new ManualClock(), ok([])),
      intervalMs: 60_000,
      timeoutMs: 1_000,
      maxBackoffMs: 60_000,
      onSnapshot: () => undefined,
      logger: { log: () => undefined, warn: () => undefined },
    });
    poller.start();
    const handle = (poller as unknown as { timer: NodeJS.Timeout }).timer;
    expect(handle.hasRef()).toBe(false);
    await poller.stop();
  });
});

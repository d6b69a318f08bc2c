import type { DriverPosition, FleetSnapshot } from '@taxi/contracts';
import { FleetError, type FleetFailure } from './fleet.errors';
import type { FleetProvider } from './fleet.port';

export type PollTimers = {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

export type PollLogger = { log: (message: string) => void; warn: (message: string) => void };

export type FleetPollerOptions = {
  provider: FleetProvider;
  intervalMs: number;
  /** Deadline of one whole poll (authenticate + fetch). */
  timeoutMs: number;
  maxBackoffMs: number;
  /** Called with every successful poll and every change of the stale state or its reason. */
  onSnapshot: (snapshot: FleetSnapshot) => void;
  /** Told how each poll ended (for the metrics). */
  onPoll?: (outcome: 'ok' | FleetFailure) => void;
  /**
   * Asked right before each poll; false skips it (another replica holds the right to poll). The
   * plan goes on: whoever owns the poller stops it once it has heard that it lost the right.
   */
  mayPoll?: () => Promise<boolean>;
  logger: PollLogger;
  now?: () => number;
  random?: () => number;
  timers?: PollTimers;
};

/** A backoff delay is shortened by up to this share, so several gateways do not retry in step. */
const JITTER = 0.2;

// Unref'd: a pending poll never keeps the process (or a test run) alive.
const realTimers: PollTimers = {
  set: (callback, ms) => setTimeout(callback, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * Polls the tracking provider on a self-rescheduling timer: the next poll is planned only when the
 * previous one has ended, so polls never overlap and a slow provider delays the next one.
 * Failures keep the last positions, mark the snapshot stale and back off; nothing is thrown.
 */
export class FleetPoller {
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly timers: PollTimers;
  private positions: DriverPosition[] = [];
  private fetchedAt: number | null = null;
  private error: string | undefined;
  private failures = 0;
  private timer: unknown;
  private running: Promise<void> | null = null;
  private stopped = true;
  /** Aborted by `stop()`; a new one for each `start()`, so the poller can be paused and resumed. */
  private run = new AbortController();

  constructor(private readonly options: FleetPollerOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.timers = options.timers ?? realTimers;
  }

  /** Starts polling (again): the first poll after `firstDelayMs`, at once by default. */
  start(firstDelayMs = 0): void {
    if (!this.stopped) {
      return;
    }
    this.stopped = false;
    this.run = new AbortController();
    this.schedule(firstDelayMs);
  }

  /** Whether polls are planned (between `start()` and `stop()`). */
  get polling(): boolean {
    return !this.stopped;
  }

  /** Cancels the plan, aborts a poll under way and waits for it to let go. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.timers.clear(this.timer);
    this.run.abort(new FleetError('unavailable', 'stopped'));
    await this.running;
  }

  /** The latest snapshot, its age measured now. */
  snapshot(): FleetSnapshot {
    const fetchedAt = this.fetchedAt;
    return {
      positions: this.positions,
      fetchedAt: fetchedAt === null ? null : new Date(fetchedAt).toISOString(),
      ageMs: fetchedAt === null ? null : Math.max(0, this.now() - fetchedAt),
      stale: this.error !== undefined,
      ...(this.error === undefined ? {} : { error: this.error }),
      provider: this.options.provider.name,
    };
  }

  /** Delay before the next poll: the interval, or after failures a doubling backoff with jitter. */
  nextDelayMs(): number {
    const { intervalMs, maxBackoffMs } = this.options;
    if (this.failures === 0) {
      return intervalMs;
    }
    const doubled = intervalMs * 2 ** Math.min(this.failures, 30);
    const capped = Math.max(intervalMs, Math.min(maxBackoffMs, doubled));
    return Math.round(capped * (1 - JITTER * this.random()));
  }

  private schedule(delayMs: number): void {
    this.timer = this.timers.set(() => {
      this.timer = undefined;
      this.running = this.poll().finally(() => {
        this.running = null;
      });
    }, delayMs);
  }

  private async poll(): Promise<void> {
    const run = this.run.signal;
    if (this.options.mayPoll && !(await this.options.mayPoll())) {
      if (!this.stopped && !run.aborted) {
        this.schedule(this.options.intervalMs);
      }
      return;
    }
    const deadline = new AbortController();
    const abort = () => deadline.abort(run.reason);
    run.addEventListener('abort', abort, { once: true });
    const { timeoutMs } = this.options;
    const timeout = this.timers.set(
      () => deadline.abort(new FleetError('timeout', `no complete answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      const positions = await untilAborted(
        this.options.provider.fetchPositions(deadline.signal),
        deadline.signal,
      );
      if (!run.aborted) {
        this.succeed(positions);
      }
    } catch (error) {
      if (!run.aborted) {
        this.fail(FleetError.from(error));
      }
    } finally {
      this.timers.clear(timeout);
      run.removeEventListener('abort', abort);
    }
    if (!this.stopped && !run.aborted) {
      this.schedule(this.nextDelayMs());
    }
  }

  private succeed(positions: DriverPosition[]): void {
    this.options.onPoll?.('ok');
    if (this.failures > 0) {
      this.options.logger.log(
        `Vehicle tracking (${this.options.provider.name}) answers again after ${this.failures} failed poll(s)`,
      );
    }
    this.positions = positions;
    this.fetchedAt = this.now();
    this.failures = 0;
    this.error = undefined;
    this.publish();
  }

  private fail(error: FleetError): void {
    this.options.onPoll?.(error.failure);
    this.failures += 1;
    if (this.failures === 1) {
      this.options.logger.warn(
        `Vehicle tracking (${this.options.provider.name}) failed: ${error.failure} (${error.detail}); ` +
          'keeping the last positions and retrying with backoff',
      );
    }
    if (this.error !== error.message) {
      this.error = error.message;
      this.publish();
    }
  }

  private publish(): void {
    try {
      this.options.onSnapshot(this.snapshot());
    } catch {
      // A listener's failure must not stop the poll; the snapshot stays available over HTTP.
    }
  }
}

/** The provider's promise, or the abort reason as soon as the signal fires (a provider that hangs cannot hold the loop). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => undefined);
    return Promise.reject(signal.reason as Error);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    void work.finally(() => signal.removeEventListener('abort', onAbort)).then(resolve, reject);
  });
}

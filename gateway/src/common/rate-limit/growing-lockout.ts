import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { type LimiterStore, wholeSeconds } from '@/shared-state/limiter-store';
import { hashedKey } from './hashed-key';

/**
 * Locks a key (a username) out after `maxFailures` failures, first for `firstDelayMs`, doubling with
 * each further failure up to `maxDelayMs`. A key quiet for `maxDelayMs` since its last failure is
 * forgotten. Two limiters: one counts failures (its time-to-live renewed by each), one holds the lock.
 */
export class GrowingLockout {
  private readonly failures: RateLimiterAbstract;
  private readonly locks: RateLimiterAbstract;
  private readonly memorySeconds: number;

  constructor(
    store: LimiterStore,
    name: string,
    private readonly maxFailures: number,
    private readonly firstDelayMs: number,
    private readonly maxDelayMs: number,
  ) {
    this.memorySeconds = wholeSeconds(maxDelayMs);
    this.failures = store.limiter({ name: `${name}:failures`, points: maxFailures, durationMs: maxDelayMs });
    // One point: a lock is `block()`, which stores points + 1.
    this.locks = store.limiter({ name: `${name}:locks`, points: 1, durationMs: maxDelayMs });
  }

  /** Milliseconds until `key` may try again, or 0. */
  async retryAfterMs(key: string): Promise<number> {
    const lock = await this.locks.get(hashedKey(key));
    return lock && lock.consumedPoints > 1 ? Math.max(1, lock.msBeforeNext) : 0;
  }

  /** Records a failure; returns the lockout it starts (0 when still under the limit). */
  async record(key: string): Promise<number> {
    const hashed = hashedKey(key);
    const counted = await this.failures.penalty(hashed, 1);
    // Forgotten only after a quiet spell as long as the longest delay, counted from this failure.
    await this.failures.set(hashed, counted.consumedPoints, this.memorySeconds);
    const excess = counted.consumedPoints - this.maxFailures;
    if (excess < 0) {
      return 0;
    }
    const delayMs = Math.min(this.firstDelayMs * 2 ** excess, this.maxDelayMs);
    await this.locks.block(hashed, wholeSeconds(delayMs));
    return wholeSeconds(delayMs) * 1000;
  }
}

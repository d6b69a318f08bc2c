import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { type LimiterStore, wholeSeconds } from '@/shared-state/limiter-store';
import type { Admission } from './admission';
import { hashedKey } from './hashed-key';

/**
 * Locks a key (a username) out after `maxFailures` failures, first for `firstDelayMs`, doubling with
 * each further failure up to `maxDelayMs`; a key quiet for `maxDelayMs` since its last failure is
 * forgotten. Attempts are taken before they are made: at most `maxFailures` may be under way or
 * failed, and past that one attempt at a time once a lock has run out (a burst cannot slip through
 * between a lock ending and the next failure being counted).
 */
export class GrowingLockout {
  private readonly failures: RateLimiterAbstract;
  private readonly locks: RateLimiterAbstract;
  private readonly probes: RateLimiterAbstract;
  private readonly memorySeconds: number;

  constructor(
    store: LimiterStore,
    readonly name: string,
    private readonly maxFailures: number,
    private readonly firstDelayMs: number,
    private readonly maxDelayMs: number,
  ) {
    this.memorySeconds = wholeSeconds(maxDelayMs);
    this.failures = store.limiter({ name: `${name}:failures`, points: maxFailures, durationMs: maxDelayMs });
    // One point: a lock is `block()`, which stores points + 1.
    this.locks = store.limiter({ name: `${name}:locks`, points: 1, durationMs: maxDelayMs });
    this.probes = store.limiter({ name: `${name}:probes`, points: 1, durationMs: maxDelayMs });
  }

  /** Milliseconds until `key` may try again, or 0 (read only). */
  async retryAfterMs(key: string): Promise<number> {
    const lock = await this.locks.get(hashedKey(key));
    // The in-process store drops a lock by a timer, which a busy process runs late: by then it has ended.
    return lock && lock.consumedPoints > 1 && lock.msBeforeNext > 0 ? lock.msBeforeNext : 0;
  }

  /** Takes an attempt for `key`: counted as a failure unless released. */
  async take(key: string): Promise<Admission> {
    const hashed = hashedKey(key);
    const locked = await this.retryAfterMs(key);
    if (locked > 0) {
      return this.refused(locked);
    }
    const counted = await this.failures.penalty(hashed, 1);
    const probe = counted.consumedPoints > this.maxFailures;
    if (probe && !(await this.takeProbe(hashed))) {
      // Past the allowed failures with the earlier attempts still under way, or another probe is.
      await this.failures.reward(hashed, 1);
      return this.refused(this.firstDelayMs);
    }
    let settled = false;
    const keep = async () => {
      if (settled) {
        return;
      }
      settled = true;
      // Forgotten only after a quiet spell as long as the longest delay, counted from this failure.
      const now = await this.failures.get(hashed);
      await this.failures.set(hashed, now?.consumedPoints ?? counted.consumedPoints, this.memorySeconds);
      const excess = counted.consumedPoints - this.maxFailures;
      if (excess >= 0) {
        const delaySeconds = wholeSeconds(Math.min(this.firstDelayMs * 2 ** excess, this.maxDelayMs));
        await this.locks.block(hashed, delaySeconds);
        await this.grantProbe(hashed, delaySeconds);
      }
    };
    const release = async () => {
      if (settled) {
        return;
      }
      settled = true;
      await this.failures.reward(hashed, 1);
      if (probe) {
        await this.grantProbe(hashed, 0);
      }
    };
    return { admitted: true, reservation: { keep, release } };
  }

  /**
   * A lock that ends lets one attempt through, then the next waits for its outcome: each lock grants
   * one probe (an entry with no units taken), and an attempt past the allowed failures must take it.
   */
  private async grantProbe(hashed: string, lockSeconds: number): Promise<void> {
    await this.probes.set(hashed, 0, lockSeconds + this.memorySeconds);
  }

  private async takeProbe(hashed: string): Promise<boolean> {
    if (!(await this.probes.get(hashed))) {
      return false;
    }
    try {
      return (await this.probes.consume(hashed, 1)).consumedPoints <= 1;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) {
        return false;
      }
      throw refusal;
    }
  }

  private refused(retryAfterMs: number): Admission {
    return { admitted: false, retryAfterMs: Math.max(1, retryAfterMs), limit: this.name };
  }
}

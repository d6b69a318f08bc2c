type Entry = { failures: number; lastFailureAt: number; lockedUntil: number };

/**
 * Locks a key (a username) out after `maxFailures` failures, first for `firstDelayMs`, doubling with
 * each further failure up to `maxDelayMs`. A key quiet for `maxDelayMs` since its last failure is
 * forgotten. Memory stays bounded: the least recently failing keys are dropped past `maxKeys`.
 */
export class GrowingLockout {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxFailures: number,
    private readonly firstDelayMs: number,
    private readonly maxDelayMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  /** Milliseconds until `key` may try again, or 0. */
  retryAfterMs(key: string): number {
    const entry = this.current(key);
    return entry ? Math.max(0, entry.lockedUntil - this.now()) : 0;
  }

  /** Records a failure; returns the lockout it starts (0 when still under the limit). */
  record(key: string): number {
    const now = this.now();
    const entry = this.current(key) ?? { failures: 0, lastFailureAt: now, lockedUntil: 0 };
    entry.failures += 1;
    entry.lastFailureAt = now;
    const excess = entry.failures - this.maxFailures;
    const delayMs = excess >= 0 ? Math.min(this.firstDelayMs * 2 ** excess, this.maxDelayMs) : 0;
    entry.lockedUntil = now + delayMs;
    this.entries.delete(key);
    this.entries.set(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxKeys) {
        break;
      }
      this.entries.delete(oldest);
    }
    return delayMs;
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.lastFailureAt > this.maxDelayMs && entry.lockedUntil <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

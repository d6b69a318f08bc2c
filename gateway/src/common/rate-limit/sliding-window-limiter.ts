/**
 * Counts events per key in a sliding window (e.g. failed logins per client and username).
 * Memory stays bounded: the least recently active keys are dropped past `maxKeys`.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  /** Milliseconds until `key` may try again, or 0 when it is not limited. */
  retryAfterMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) {
      return 0;
    }
    const oldest = recent[recent.length - this.limit] ?? this.now();
    return Math.max(1, oldest + this.windowMs - this.now());
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.delete(key);
    this.hits.set(key, recent);
    this.enforceBound();
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (recent.length === 0) {
      this.hits.delete(key);
    }
    return recent;
  }

  // Keys are re-inserted on every record, so the map's first keys are the least recently active.
  private enforceBound(): void {
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) {
        return;
      }
      this.hits.delete(key);
    }
  }
}

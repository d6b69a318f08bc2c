type Verdict = { valid: boolean; expiresAt: number };

/**
 * Remembers token checks for `ttlMs` (0 = never) in a map bounded to `maxEntries`, oldest out first,
 * and lets concurrent checks of one token share a single upstream request.
 */
export class TokenCache {
  private readonly verdicts = new Map<string, Verdict>();
  private readonly pending = new Map<string, Promise<boolean>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  check(token: string, ask: () => Promise<boolean>): Promise<boolean> {
    const cached = this.verdicts.get(token);
    if (cached && cached.expiresAt > this.now()) {
      return Promise.resolve(cached.valid);
    }
    this.verdicts.delete(token);
    const running = this.pending.get(token);
    if (running) {
      return running;
    }
    const asking = ask();
    this.pending.set(token, asking);
    asking.then(
      (valid) => this.finish(token, asking, valid),
      () => this.finish(token, asking, undefined),
    );
    return asking;
  }

  evict(token: string): void {
    this.verdicts.delete(token);
    this.pending.delete(token);
  }

  get size(): number {
    return this.verdicts.size;
  }

  private finish(token: string, asking: Promise<boolean>, valid: boolean | undefined): void {
    // An eviction (logout) while the check ran must not be undone by its late answer.
    if (this.pending.get(token) !== asking) {
      return;
    }
    this.pending.delete(token);
    if (valid === undefined || this.ttlMs <= 0) {
      return;
    }
    if (this.verdicts.size >= this.maxEntries) {
      const oldest = this.verdicts.keys().next();
      if (!oldest.done) {
        this.verdicts.delete(oldest.value);
      }
    }
    this.verdicts.set(token, { valid, expiresAt: this.now() + this.ttlMs });
  }
}

import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LimiterStore } from '@/shared-state/limiter-store';
import { hashedKey } from './hashed-key';

/**
 * Counts events per key (failed logins of a client, unknown tokens, contact messages) in a window
 * that starts with the first one; at `limit` the key waits until the window ends.
 */
export class FailureWindow {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    store: LimiterStore,
    name: string,
    private readonly limit: number,
    windowMs: number,
  ) {
    this.limiter = store.limiter({ name, points: limit, durationMs: windowMs });
  }

  /** Milliseconds until `key` may try again, or 0 when it is not limited. */
  async retryAfterMs(key: string): Promise<number> {
    const state = await this.limiter.get(hashedKey(key));
    return state && state.consumedPoints >= this.limit ? Math.max(1, state.msBeforeNext) : 0;
  }

  async record(key: string): Promise<void> {
    await this.limiter.penalty(hashedKey(key), 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(hashedKey(key));
  }
}

import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterStore } from '@/shared-state/limiter-store';
import type { Admission } from './admission';
import { hashedKey } from './hashed-key';

/**
 * At most `limit` units per key (failed logins of a client, unknown tokens, contact messages) in a
 * window that starts with the first; a key at its limit waits until the window ends. Units are
 * taken before the work they guard (`take`), so parallel requests cannot overshoot.
 */
export class WindowLimit {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    store: LimiterStore,
    /** Names the limit in refusals and metrics, and keeps its keys apart from every other limit's. */
    readonly name: string,
    limit: number,
    windowMs: number,
  ) {
    this.limiter = store.limiter({ name, points: limit, durationMs: windowMs });
  }

  /** Takes one unit for `key`, or says how long until one is free. */
  async take(key: string): Promise<Admission> {
    const hashed = hashedKey(key);
    try {
      await this.limiter.consume(hashed, 1);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) {
        throw refusal;
      }
      // The refused unit was counted by the store: give it back, so refusals never lengthen the wait.
      await this.limiter.reward(hashed, 1);
      return { admitted: false, retryAfterMs: Math.max(1, refusal.msBeforeNext), limit: this.name };
    }
    let settled = false;
    const once = async (give: boolean) => {
      if (!settled) {
        settled = true;
        if (give) {
          await this.limiter.reward(hashed, 1);
        }
      }
    };
    return { admitted: true, reservation: { keep: () => once(false), release: () => once(true) } };
  }

  /** Gives one unit back later than its reservation could (an open order that ended days after). */
  async giveBack(key: string): Promise<void> {
    const hashed = hashedKey(key);
    const state = await this.limiter.get(hashed);
    if (state && state.consumedPoints > 0) {
      await this.limiter.reward(hashed, 1);
    }
  }

  /** Forgets the key (a success that clears earlier failures). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(hashedKey(key));
  }
}

import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { AppConfig } from '../../config/app-config';
import { UpstreamPort } from '../../upstream/upstream.port';
import { rateLimited } from '../rate-limit/rate-limited';
import { SlidingWindowLimiter } from '../rate-limit/sliding-window-limiter';

export const SESSION_CHECKS_THROTTLED_MESSAGE =
  'Příliš mnoho požadavků s neplatným přihlášením. Zkuste to prosím za chvíli.';
const MAX_REMEMBERED_TOKENS = 10_000;

/**
 * Every session-token check (admin routes, the token-check route, socket handshakes) goes through
 * here so anonymous traffic cannot turn into unbounded upstream calls: a token the upstream did
 * not know is remembered as unknown for the window (asked at most once per window), and each
 * client may present only so many unknown tokens per window before 429.
 */
@Injectable()
export class SessionCheck {
  private readonly failures: SlidingWindowLimiter;
  /** Unknown token → until when it stays unknown without asking. */
  private readonly unknown = new Map<string, number>();
  private readonly windowMs: number;

  constructor(
    // nestjs-pino's logger: it writes into the request's own log context.
    private readonly logger: Logger,
    private readonly upstream: UpstreamPort,
    config: AppConfig,
  ) {
    const { sessionCheckMaxFailures, sessionCheckWindowMs } = config.rateLimits;
    this.windowMs = sessionCheckWindowMs;
    this.failures = new SlidingWindowLimiter(sessionCheckMaxFailures, sessionCheckWindowMs);
  }

  private now(): number {
    return Date.now();
  }

  /** Whether `token` is a live session; throws a 429 once `client` has sent too many unknown ones. */
  async isValid(token: string, client: string): Promise<boolean> {
    const until = this.unknown.get(token);
    if (until !== undefined && until > this.now()) {
      return false;
    }
    const waitMs = this.failures.retryAfterMs(client);
    if (waitMs > 0) {
      this.logger.warn(`Session checks throttled for client ${client}: too many unknown tokens`);
      throw rateLimited(SESSION_CHECKS_THROTTLED_MESSAGE, waitMs);
    }
    const valid = await this.upstream.checkToken(token);
    if (!valid) {
      this.failures.record(client);
      this.rememberUnknown(token);
    }
    return valid;
  }

  private rememberUnknown(token: string): void {
    this.unknown.delete(token);
    this.unknown.set(token, this.now() + this.windowMs);
    // Oldest first out: insertion order is expiry order (one window for all).
    for (const [key, expiresAt] of this.unknown) {
      if (this.unknown.size <= MAX_REMEMBERED_TOKENS && expiresAt > this.now()) {
        return;
      }
      this.unknown.delete(key);
    }
  }
}

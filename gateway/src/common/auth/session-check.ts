import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { AppConfig } from '@/config/app-config';
import { Metrics } from '@/common/metrics/metrics';
import { LimiterStore } from '@/shared-state/limiter-store';
import { WindowLimit } from '@/common/rate-limit/window-limit';
import { underReservation } from '@/common/rate-limit/admission';
import { clientKey } from '@/common/net/client-key';
import { rateLimited } from '@/common/rate-limit/rate-limited';
import { SessionEvents } from './session-events';
import { SessionVerifier } from './session-verifier';

export const SESSION_CHECKS_THROTTLED_MESSAGE =
  'Příliš mnoho požadavků s neplatným přihlášením. Zkuste to prosím za chvíli.';
const MAX_REMEMBERED_TOKENS = 10_000;

/**
 * Every session-token check (admin routes, the token-check route, socket handshakes) goes through
 * here so anonymous traffic cannot turn into unbounded upstream calls: a token the upstream did
 * not know is remembered as unknown for the window (asked at most once per window), and each
 * client may present only so many unknown tokens per window before 429 (counted across replicas
 * with Redis). A session ended by logout on any replica is refused before any cached verdict.
 */
@Injectable()
export class SessionCheck {
  private readonly failures: WindowLimit;
  /** Unknown token → until when it stays unknown without asking. */
  private readonly unknown = new Map<string, number>();
  private readonly windowMs: number;

  constructor(
    // nestjs-pino's logger: it writes into the request's own log context.
    private readonly logger: Logger,
    private readonly verifier: SessionVerifier,
    private readonly sessions: SessionEvents,
    config: AppConfig,
    store: LimiterStore,
    private readonly metrics: Metrics,
  ) {
    const { sessionCheckMaxFailures, sessionCheckWindowMs } = config.rateLimits;
    this.windowMs = sessionCheckWindowMs;
    this.failures = new WindowLimit(
      store,
      'session-check:client',
      sessionCheckMaxFailures,
      sessionCheckWindowMs,
    );
  }

  private now(): number {
    return Date.now();
  }

  /** Whether `token` is a live session; throws a 429 once `client` has sent too many unknown ones. */
  async isValid(token: string, client: string): Promise<boolean> {
    if (this.sessions.hasEnded(token)) {
      this.metrics.sessionCheck('ended');
      return false;
    }
    const until = this.unknown.get(token);
    if (until !== undefined && until > this.now()) {
      this.metrics.sessionCheck('unknown');
      return false;
    }
    // Taken before the server is asked, so a burst of made-up tokens asks it at most the limit.
    const admission = await this.failures.take(clientKey(client));
    if (!admission.admitted) {
      this.metrics.sessionCheck('throttled');
      this.metrics.limitRefused('session-check');
      this.logger.warn(`Session checks throttled for client ${client}: too many unknown tokens`);
      throw rateLimited(SESSION_CHECKS_THROTTLED_MESSAGE, admission.retryAfterMs);
    }
    let valid: boolean;
    try {
      valid = await underReservation(
        admission.reservation,
        () => this.verifier.isLive(token),
        (live) => !live,
      );
    } catch (error) {
      this.metrics.sessionCheck('error');
      throw error;
    }
    this.metrics.sessionCheck(valid ? 'valid' : 'unknown');
    if (!valid) {
      this.rememberUnknown(token);
    }
    return valid;
  }

  /** A session still open (the live channel's periodic re-check): ended here or upstream? */
  async stillValid(token: string): Promise<boolean> {
    if (this.sessions.hasEnded(token)) {
      return false;
    }
    // The upstream not answering is no verdict: the connection stays until it can say.
    return this.verifier.isLive(token).catch(() => true);
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

import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { GrowingLockout } from '../../common/rate-limit/growing-lockout';
import { SlidingWindowLimiter } from '../../common/rate-limit/sliding-window-limiter';
import { type DeviceId, normalisedUsername } from './device-cookies';

// A shared office IP may hold several admins mistyping: allow it a few times one user's budget.
const CLIENT_BUDGET_FACTOR = 4;

export type LoginAttempt = { client: string; username: string; device?: DeviceId };
export type ThrottleVerdict = { waitMs: number; reason: string };

/**
 * Failed logins. A browser with a device cookie for the username answers only for its own
 * failures (so guessing from elsewhere cannot lock the real admin out). Any other browser is
 * limited per client and username, per client, and per username across all such clients with a
 * lockout that grows while the guessing goes on.
 */
@Injectable()
export class LoginThrottle {
  private readonly perClientUser: SlidingWindowLimiter;
  private readonly perClient: SlidingWindowLimiter;
  private readonly perUsername: GrowingLockout;
  private readonly perDevice: SlidingWindowLimiter;

  constructor(config: AppConfig) {
    const { loginMaxFailures, loginWindowMs, loginMaxDelayMs } = config.rateLimits;
    this.perClientUser = new SlidingWindowLimiter(loginMaxFailures, loginWindowMs);
    this.perClient = new SlidingWindowLimiter(loginMaxFailures * CLIENT_BUDGET_FACTOR, loginWindowMs);
    this.perUsername = new GrowingLockout(loginMaxFailures, loginWindowMs, loginMaxDelayMs);
    this.perDevice = new SlidingWindowLimiter(loginMaxFailures, loginWindowMs);
  }

  check(attempt: LoginAttempt): ThrottleVerdict {
    if (attempt.device) {
      return { waitMs: this.perDevice.retryAfterMs(attempt.device), reason: 'device cookie' };
    }
    const verdicts: ThrottleVerdict[] = [
      { waitMs: this.perUsername.retryAfterMs(usernameKey(attempt)), reason: 'username' },
      { waitMs: this.perClientUser.retryAfterMs(clientUserKey(attempt)), reason: 'client and username' },
      { waitMs: this.perClient.retryAfterMs(attempt.client), reason: 'client' },
    ];
    return verdicts.reduce((longest, verdict) => (verdict.waitMs > longest.waitMs ? verdict : longest));
  }

  recordFailure(attempt: LoginAttempt): void {
    if (attempt.device) {
      this.perDevice.record(attempt.device);
      return;
    }
    this.perUsername.record(usernameKey(attempt));
    this.perClientUser.record(clientUserKey(attempt));
    this.perClient.record(attempt.client);
  }

  recordSuccess(attempt: LoginAttempt): void {
    if (attempt.device) {
      this.perDevice.reset(attempt.device);
      return;
    }
    this.perClientUser.reset(clientUserKey(attempt));
  }
}

function usernameKey(attempt: LoginAttempt): string {
  return normalisedUsername(attempt.username);
}

function clientUserKey(attempt: LoginAttempt): string {
  return `${attempt.client}\u0000${normalisedUsername(attempt.username)}`;
}

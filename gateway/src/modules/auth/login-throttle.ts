import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { SlidingWindowLimiter } from '../../common/rate-limit/sliding-window-limiter';

// A shared office IP may hold several admins mistyping: allow it a few times one user's budget.
const CLIENT_BUDGET_FACTOR = 4;

/** Failed logins per client and username, and per client overall. */
@Injectable()
export class LoginThrottle {
  private readonly perUser: SlidingWindowLimiter;
  private readonly perClient: SlidingWindowLimiter;

  constructor(config: AppConfig) {
    const { loginMaxFailures, loginWindowMs } = config.rateLimits;
    this.perUser = new SlidingWindowLimiter(loginMaxFailures, loginWindowMs);
    this.perClient = new SlidingWindowLimiter(loginMaxFailures * CLIENT_BUDGET_FACTOR, loginWindowMs);
  }

  /** Milliseconds until this client may try this username again; 0 when allowed. */
  retryAfterMs(client: string, username: string): number {
    return Math.max(
      this.perUser.retryAfterMs(userKey(client, username)),
      this.perClient.retryAfterMs(client),
    );
  }

  recordFailure(client: string, username: string): void {
    this.perUser.record(userKey(client, username));
    this.perClient.record(client);
  }

  recordSuccess(client: string, username: string): void {
    this.perUser.reset(userKey(client, username));
  }
}

function userKey(client: string, username: string): string {
  return `${client}\u0000${username.trim().toLowerCase()}`;
}

import { Injectable } from '@nestjs/common';
import { AppConfig } from '@/config/app-config';
import { FailureWindow } from '@/common/rate-limit/failure-window';
import { GrowingLockout } from '@/common/rate-limit/growing-lockout';
import { LimiterStore } from '@/shared-state/limiter-store';
import { type DeviceId, normalisedUsername } from './device-cookies';

// A shared office IP may hold several admins mistyping: allow it a few times one user's budget.
const CLIENT_BUDGET_FACTOR = 4;

export type LoginAttempt = { client: string; username: string; device?: DeviceId };
export type ThrottleVerdict = { waitMs: number; reason: string };

/**
 * Failed logins. A browser with a device cookie for the username answers only for its own
 * failures (so guessing from elsewhere cannot lock the real admin out). Any other browser is
 * limited per client and username, per client, and per username across all such clients with a
 * lockout that grows while the guessing goes on. With Redis the counts are every replica's together.
 */
@Injectable()
export class LoginThrottle {
  private readonly perClientUser: FailureWindow;
  private readonly perClient: FailureWindow;
  private readonly perUsername: GrowingLockout;
  private readonly perDevice: FailureWindow;

  constructor(config: AppConfig, store: LimiterStore) {
    const { loginMaxFailures, loginWindowMs, loginMaxDelayMs } = config.rateLimits;
    this.perClientUser = new FailureWindow(store, 'login:client-user', loginMaxFailures, loginWindowMs);
    this.perClient = new FailureWindow(
      store,
      'login:client',
      loginMaxFailures * CLIENT_BUDGET_FACTOR,
      loginWindowMs,
    );
    this.perUsername = new GrowingLockout(
      store,
      'login:username',
      loginMaxFailures,
      loginWindowMs,
      loginMaxDelayMs,
    );
    this.perDevice = new FailureWindow(store, 'login:device', loginMaxFailures, loginWindowMs);
  }

  async check(attempt: LoginAttempt): Promise<ThrottleVerdict> {
    if (attempt.device) {
      return { waitMs: await this.perDevice.retryAfterMs(attempt.device), reason: 'device cookie' };
    }
    const [username, clientUser, client] = await Promise.all([
      this.perUsername.retryAfterMs(usernameKey(attempt)),
      this.perClientUser.retryAfterMs(clientUserKey(attempt)),
      this.perClient.retryAfterMs(attempt.client),
    ]);
    const verdicts: ThrottleVerdict[] = [
      { waitMs: username, reason: 'username' },
      { waitMs: clientUser, reason: 'client and username' },
      { waitMs: client, reason: 'client' },
    ];
    return verdicts.reduce((longest, verdict) => (verdict.waitMs > longest.waitMs ? verdict : longest));
  }

  async recordFailure(attempt: LoginAttempt): Promise<void> {
    if (attempt.device) {
      await this.perDevice.record(attempt.device);
      return;
    }
    await Promise.all([
      this.perUsername.record(usernameKey(attempt)),
      this.perClientUser.record(clientUserKey(attempt)),
      this.perClient.record(attempt.client),
    ]);
  }

  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await (attempt.device
      ? this.perDevice.reset(attempt.device)
      : this.perClientUser.reset(clientUserKey(attempt)));
  }
}

function usernameKey(attempt: LoginAttempt): string {
  return normalisedUsername(attempt.username);
}

function clientUserKey(attempt: LoginAttempt): string {
  return `${attempt.client}\u0000${normalisedUsername(attempt.username)}`;
}

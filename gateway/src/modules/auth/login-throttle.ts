import { Injectable } from '@nestjs/common';
import { AppConfig } from '@/config/app-config';
import { type Admission, admitAll } from '@/common/rate-limit/admission';
import { GrowingLockout } from '@/common/rate-limit/growing-lockout';
import { WindowLimit } from '@/common/rate-limit/window-limit';
import { clientKey } from '@/common/net/client-key';
import { LimiterStore } from '@/shared-state/limiter-store';
import { type DeviceId, normalisedUsername } from './device-cookies';

// A shared office IP may hold several admins mistyping: allow it a few times one user's budget.
const CLIENT_BUDGET_FACTOR = 4;

export type LoginAttempt = { client: string; username: string; device?: DeviceId };

/**
 * Failed logins. A browser with a device cookie for the username answers only for its own
 * failures (so guessing from elsewhere cannot lock the real admin out). Any other browser is
 * limited per client and username, per client, and per username across all such clients with a
 * lockout that grows while the guessing goes on. Each attempt is taken from every limit before the
 * company's server is asked, and counted unless it succeeds; with Redis every replica's together.
 */
@Injectable()
export class LoginThrottle {
  private readonly perClientUser: WindowLimit;
  private readonly perClient: WindowLimit;
  private readonly perUsername: GrowingLockout;
  private readonly perDevice: WindowLimit;

  constructor(config: AppConfig, store: LimiterStore) {
    const { loginMaxFailures, loginWindowMs, loginMaxDelayMs } = config.rateLimits;
    this.perClientUser = new WindowLimit(store, 'login:client-user', loginMaxFailures, loginWindowMs);
    this.perClient = new WindowLimit(
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
    this.perDevice = new WindowLimit(store, 'login:device', loginMaxFailures, loginWindowMs);
  }

  /** Takes the attempt from every limit that applies, or says which refused and for how long. */
  async take(attempt: LoginAttempt): Promise<Admission> {
    const { device } = attempt;
    if (device) {
      return this.perDevice.take(device);
    }
    // The username's lockout last: a client already over its own budget takes nothing from it.
    return admitAll([
      () => this.perClientUser.take(clientUserKey(attempt)),
      () => this.perClient.take(clientKey(attempt.client)),
      () => this.perUsername.take(usernameKey(attempt)),
    ]);
  }

  /** A success clears this client's failures for the username (its own mistypes are forgiven). */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await (attempt.device
      ? this.perDevice.reset(attempt.device)
      : this.perClientUser.reset(clientUserKey(attempt)));
  }
}

function usernameKey(attempt: LoginAttempt): string {
  return normalisedUsername(attempt.username);
}

function clientUserKey(attempt: LoginAttempt): string {
  return `${clientKey(attempt.client)}\u0000${normalisedUsername(attempt.username)}`;
}

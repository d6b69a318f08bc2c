import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import type { LoginRequest, LoginResponse } from '@taxi/contracts';
import { SessionEvents } from '@/common/auth/session-events';
import { Metrics } from '@/common/metrics/metrics';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { rateLimited } from '@/common/rate-limit/rate-limited';
import { underReservation } from '@/common/rate-limit/admission';
import { WindowLimit } from '@/common/rate-limit/window-limit';
import { SessionCheck } from '@/common/auth/session-check';
import { clientKey } from '@/common/net/client-key';
import { AppConfig } from '@/config/app-config';
import { LimiterStore } from '@/shared-state/limiter-store';
import { UpstreamPort } from '@/upstream/upstream.port';
import type { DeviceId } from './device-cookies';
import { type LoginAttempt, LoginThrottle } from './login-throttle';

export const LOGIN_FAILED_MESSAGE = 'Špatné přihlašovací údaje';
export const LOGIN_THROTTLED_MESSAGE =
  'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím za chvíli.';
export const LOGOUT_THROTTLED_MESSAGE = 'Příliš mnoho odhlášení. Zkuste to prosím za chvíli.';

/** The metric label of each login limit, as before limits were named (dashboards read them). */
const THROTTLE_REASONS: Record<string, string> = {
  'login:device': 'device cookie',
  'login:username': 'username',
  'login:client-user': 'client and username',
  'login:client': 'client',
};

@Injectable()
export class AuthService {
  private readonly logouts: WindowLimit;

  constructor(
    // nestjs-pino's logger: it writes into the request's own log context.
    private readonly logger: Logger,
    private readonly upstream: UpstreamPort,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionEvents,
    private readonly sessionCheck: SessionCheck,
    private readonly metrics: Metrics,
    config: AppConfig,
    store: LimiterStore,
  ) {
    // As many logouts a window as unknown tokens: a client has no reason to send more.
    const { sessionCheckMaxFailures, sessionCheckWindowMs } = config.rateLimits;
    this.logouts = new WindowLimit(store, 'logout:client', sessionCheckMaxFailures, sessionCheckWindowMs);
  }

  async login(credentials: LoginRequest, client: string, device?: DeviceId): Promise<LoginResponse> {
    const attempt: LoginAttempt = { client, username: credentials.username, device };
    const admission = await this.throttle.take(attempt);
    if (!admission.admitted) {
      const reason = THROTTLE_REASONS[admission.limit] ?? admission.limit;
      this.metrics.loginThrottled(reason);
      // Who and from where, never the password.
      this.logger.warn(
        `Login throttled (${reason}): username ${JSON.stringify(credentials.username)} from ${client}, retry in ${Math.ceil(admission.retryAfterMs / 1000)} s`,
      );
      throw rateLimited(LOGIN_THROTTLED_MESSAGE, admission.retryAfterMs);
    }
    // Counted as a failed guess unless the server says yes; its own failure counts for nobody.
    const session = await underReservation(
      admission.reservation,
      () => this.upstream.call('login', null, { body: credentials }),
      (answer) => !answer,
    );
    if (!session) {
      this.metrics.loginFailure();
      throw ApiHttpException.of(401, LOGIN_FAILED_MESSAGE);
    }
    await this.throttle.succeeded(attempt);
    return session;
  }

  /**
   * Ends a live session here and upstream. Limited per client before anything is asked, and only a
   * session the server knows is forwarded and remembered as ended: junk tokens cost one limited
   * check each and cannot push a genuinely ended session out of the remembered ones.
   */
  async logout(token: string, client: string): Promise<void> {
    const admission = await this.logouts.take(clientKey(client));
    if (!admission.admitted) {
      this.metrics.limitRefused('logout');
      throw rateLimited(LOGOUT_THROTTLED_MESSAGE, admission.retryAfterMs);
    }
    await admission.reservation.keep();
    if (!(await this.sessionCheck.isValid(token, client))) {
      return;
    }
    await this.end(token);
  }

  /** A session this browser replaced by signing in again: ended, whatever the upstream says. */
  async supersede(token: string): Promise<void> {
    await this.end(token).catch(() => {
      this.logger.warn('The superseded session could not be ended upstream; it is refused here');
    });
  }

  private async end(token: string): Promise<void> {
    try {
      await this.upstream.call('logout', { token }, { body: {} });
    } finally {
      // Even when the upstream could not be told, this browser's session is over here.
      this.sessions.ended(token);
    }
  }
}

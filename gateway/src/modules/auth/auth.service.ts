import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import type { LoginRequest, LoginResponse } from '@taxi/contracts';
import { SessionEvents } from '@/common/auth/session-events';
import { Metrics } from '@/common/metrics/metrics';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { rateLimited } from '@/common/rate-limit/rate-limited';
import { UpstreamPort } from '@/upstream/upstream.port';
import type { DeviceId } from './device-cookies';
import { type LoginAttempt, LoginThrottle } from './login-throttle';

export const LOGIN_FAILED_MESSAGE = 'Špatné přihlašovací údaje';
export const LOGIN_THROTTLED_MESSAGE =
  'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím za chvíli.';

@Injectable()
export class AuthService {
  constructor(
    // nestjs-pino's logger: it writes into the request's own log context.
    private readonly logger: Logger,
    private readonly upstream: UpstreamPort,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionEvents,
    private readonly metrics: Metrics,
  ) {}

  async login(credentials: LoginRequest, client: string, device?: DeviceId): Promise<LoginResponse> {
    const attempt: LoginAttempt = { client, username: credentials.username, device };
    const { waitMs, reason } = await this.throttle.check(attempt);
    if (waitMs > 0) {
      this.metrics.loginThrottled(reason);
      // Who and from where, never the password.
      this.logger.warn(
        `Login throttled (${reason}): username ${JSON.stringify(credentials.username)} from ${client}, retry in ${Math.ceil(waitMs / 1000)} s`,
      );
      throw rateLimited(LOGIN_THROTTLED_MESSAGE, waitMs);
    }
    const session = await this.upstream.call('login', null, { body: credentials });
    if (!session) {
      this.metrics.loginFailure();
      await this.throttle.recordFailure(attempt);
      throw ApiHttpException.of(401, LOGIN_FAILED_MESSAGE);
    }
    await this.throttle.recordSuccess(attempt);
    return session;
  }

  async logout(token: string): Promise<void> {
    try {
      await this.upstream.call('logout', { token }, { body: {} });
    } finally {
      // Even when the upstream could not be told, this browser's session is over here.
      this.sessions.ended(token);
    }
  }
}

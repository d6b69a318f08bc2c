import { Injectable } from '@nestjs/common';
import type { LoginRequest, LoginResponse } from '@taxi/contracts';
import { SessionEvents } from '../../common/auth/session-events';
import { ApiHttpException } from '../../common/errors/api-http.exception';
import { rateLimited } from '../../common/rate-limit/rate-limited';
import { UpstreamPort } from '../../upstream/upstream.port';
import { LoginThrottle } from './login-throttle';

export const LOGIN_FAILED_MESSAGE = 'Špatné přihlašovací údaje';
export const LOGIN_THROTTLED_MESSAGE =
  'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím za chvíli.';

@Injectable()
export class AuthService {
  constructor(
    private readonly upstream: UpstreamPort,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionEvents,
  ) {}

  async login(credentials: LoginRequest, client: string): Promise<LoginResponse> {
    const waitMs = this.throttle.retryAfterMs(client, credentials.username);
    if (waitMs > 0) {
      throw rateLimited(LOGIN_THROTTLED_MESSAGE, waitMs);
    }
    const session = await this.upstream.login(credentials);
    if (!session) {
      this.throttle.recordFailure(client, credentials.username);
      throw ApiHttpException.of(401, LOGIN_FAILED_MESSAGE);
    }
    this.throttle.recordSuccess(client, credentials.username);
    return session;
  }

  async logout(token: string): Promise<void> {
    try {
      await this.upstream.logout(token);
    } finally {
      // Even when the upstream could not be told, this browser's session is over here.
      this.sessions.ended(token);
    }
  }

  checkToken(token: string): Promise<boolean> {
    return this.upstream.checkToken(token);
  }
}

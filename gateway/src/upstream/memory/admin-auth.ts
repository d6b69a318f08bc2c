import type { LoginHistoryEntry, LoginRequest, LoginResponse } from '@taxi/contracts';
import { UpstreamError } from '@/upstream/upstream.errors';
import type { MemoryStore } from './memory-store';
import { DEFAULT_SESSION_TTL_MS, secretsEqual, SessionRegistry } from './sessions';
import { newestFirst } from './views';

export type AdminAuthOptions = {
  adminUsername: string;
  adminPassword: string;
  sessionTtlMs?: number;
  /** A session of the admin that never ends: gateways in http mode relay the mock's events with it. */
  serviceToken?: string;
  /** A second account, the one web orders are created under (`WEB_ORDER_USERNAME` of a gateway). */
  webAccount?: { username: string; password: string };
};

/** The admin account and the web-order account: log in and out, sessions, and the login history they write. */
export class AdminAuth {
  private readonly sessions: SessionRegistry;

  constructor(
    private readonly store: MemoryStore,
    private readonly credentials: AdminAuthOptions,
    private readonly clock: () => Date,
  ) {
    this.sessions = new SessionRegistry(credentials.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS, clock);
  }

  /** A new session, or null (and a `failed` row with the typed username) for wrong credentials. */
  login({ username, password }: LoginRequest): LoginResponse | null {
    // Both compared every time, so the answer takes as long whichever of the two is wrong.
    const accounts = [
      { username: this.credentials.adminUsername, password: this.credentials.adminPassword },
      ...(this.credentials.webAccount ? [this.credentials.webAccount] : []),
    ];
    const matches = accounts.map(
      (account) =>
        Number(secretsEqual(username, account.username)) & Number(secretsEqual(password, account.password)),
    );
    if (!matches.some(Boolean)) {
      this.store.addLoginHistory(username, 'failed', this.clock());
      return null;
    }
    this.store.addLoginHistory(username, 'login', this.clock());
    return { accessToken: this.sessions.issue(username) };
  }

  logout(token: string): void {
    const username = this.requireAdmin(token);
    this.sessions.revoke(token);
    this.store.addLoginHistory(username, 'logout', this.clock());
  }

  isLive(token: string): boolean {
    return this.usernameOf(token) !== undefined;
  }

  /** The username behind a live session; anything else is unauthorised. */
  requireAdmin(token: string): string {
    const username = this.usernameOf(token);
    if (username === undefined) {
      throw UpstreamError.unauthorized();
    }
    return username;
  }

  private usernameOf(token: string): string | undefined {
    const service = this.credentials.serviceToken;
    if (service !== undefined && secretsEqual(token, service)) {
      return this.credentials.adminUsername;
    }
    return this.sessions.usernameOf(token);
  }

  history(): LoginHistoryEntry[] {
    return [...this.store.loginHistory].sort(newestFirst).map((row) => ({ ...row }));
  }
}

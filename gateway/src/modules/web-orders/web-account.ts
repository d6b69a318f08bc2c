import { Injectable, Logger } from '@nestjs/common';
import type { Caller } from '@/common/auth/caller';
import { AppConfig } from '@/config/app-config';
import { ShortLocks } from '@/shared-state/short-locks';
import { ShortNotes } from '@/shared-state/short-notes';
import { UpstreamError } from '@/upstream/upstream.errors';
import { UpstreamPort } from '@/upstream/upstream.port';

const TOKEN_NOTE = 'web-orders:account-token';
/** Kept shorter than any session lives, so a token that ended upstream is replaced by the next use. */
const TOKEN_TTL_MS = 6 * 60 * 60_000;
const LOGIN_LOCK_TTL_MS = 30_000;

/** No web account (http mode without `WEB_ORDER_USERNAME`): web ordering is off. */
export class WebAccountMissing extends Error {}

/**
 * The session web orders are made under: the gateway signs in with the account ops configured
 * (`WEB_ORDER_USERNAME`/`WEB_ORDER_PASSWORD`; the mock has one built in), never through the public
 * login (its limits are for people guessing), and shares the session with every replica. A call the
 * server refuses for the session signs in once more and is made again.
 */
@Injectable()
export class WebAccount {
  private readonly logger = new Logger('WebAccount');
  private readonly account: AppConfig['webOrders']['account'];

  constructor(
    private readonly upstream: UpstreamPort,
    private readonly notes: ShortNotes,
    private readonly locks: ShortLocks,
    config: AppConfig,
  ) {
    this.account = config.webOrders.account;
  }

  get configured(): boolean {
    return this.account !== null;
  }

  /** Runs `work` with the account's session, signing in (again) when the server does not know it. */
  async withSession<T>(work: (caller: Caller) => Promise<T>): Promise<T> {
    const token = await this.token(false);
    try {
      return await work({ token });
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 401) {
        throw error;
      }
      return work({ token: await this.token(true) });
    }
  }

  private async token(fresh: boolean): Promise<string> {
    if (!fresh) {
      const kept = await this.notes.get(TOKEN_NOTE);
      if (kept) {
        return kept;
      }
    }
    // One replica signs in at a time; the others wait for the lock and take its token.
    const release = await this.locks.tryTake('web-orders:account-login', LOGIN_LOCK_TTL_MS);
    try {
      if (!release && !fresh) {
        const kept = await this.notes.get(TOKEN_NOTE);
        if (kept) {
          return kept;
        }
      }
      return await this.signIn();
    } finally {
      await release?.();
    }
  }

  private async signIn(): Promise<string> {
    if (!this.account) {
      throw new WebAccountMissing();
    }
    const session = await this.upstream.call('login', null, { body: this.account });
    if (!session) {
      this.logger.error(
        'The web-order account was refused by the company server: check WEB_ORDER_USERNAME/PASSWORD',
      );
      throw UpstreamError.unauthorized();
    }
    await this.notes.put(TOKEN_NOTE, session.accessToken, TOKEN_TTL_MS);
    return session.accessToken;
  }
}

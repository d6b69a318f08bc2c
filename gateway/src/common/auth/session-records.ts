import { Global, Injectable, Module } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { AppConfig } from '@/config/app-config';
import { SharedState } from '@/shared-state/shared-state';
import { sessionIdOf } from './session-events';

/** How a session is named in logs: short, and no way back to the token (a prefix of its hash). */
export function sessionReference(token: string): string {
  return sessionIdOf(token).slice(0, 12);
}

type SessionRecord = {
  admin: string;
  startedAt: number;
  /** Opened by a browser (a screen someone may walk away from): only such a session locks when idle. */
  screen: boolean;
};

/**
 * What the gateway itself knows of each session it opened, shared by every replica (Redis when
 * set): who logged in (the audit trail's "who", never taken from anything the client sends) and
 * whether the session is idle (no input for `SESSION_IDLE_MINUTES`). Only a session a browser opened
 * locks: a program's (another gateway forwarding to this one as its company's server, a script) has
 * no screen. A session the gateway did not open (before a restart without Redis) is neither named
 * nor ever idle: its audit lines still carry its reference, which the login line ties to a name.
 */
@Injectable()
export class SessionRecords {
  private readonly maxAgeMs: number;
  private readonly idleMs: number;

  constructor(
    private readonly shared: SharedState,
    config: AppConfig,
    private readonly logger: Logger,
  ) {
    this.maxAgeMs = config.session.maxAgeMs;
    this.idleMs = config.session.idleMs;
  }

  get idleTimeoutMs(): number {
    return this.idleMs;
  }

  /** A login: the name as typed, and the session counts as active from now. */
  async started(token: string, admin: string, opened: { screen: boolean }): Promise<void> {
    const record: SessionRecord = { admin, startedAt: Date.now(), screen: opened.screen };
    await this.shared.notes.put(`session:${sessionIdOf(token)}`, JSON.stringify(record), this.maxAgeMs);
    await this.touch(token);
    this.logger.log({ event: 'admin.login', admin, session: sessionReference(token) }, 'Admin logged in');
  }

  /** Input from the admin (a write, or the screen's activity signal). */
  async touch(token: string): Promise<void> {
    if (this.idleMs > 0) {
      await this.shared.notes.put(`active:${sessionIdOf(token)}`, '1', this.idleMs);
    }
  }

  /** The login name of a session this gateway opened, or null. */
  async nameOf(token: string): Promise<string | null> {
    return (await this.recordOf(token))?.admin ?? null;
  }

  /** Known to this gateway and without input for the idle time. */
  async isIdle(token: string): Promise<boolean> {
    if (this.idleMs <= 0) {
      return false;
    }
    const id = sessionIdOf(token);
    const [record, active] = await Promise.all([this.recordOf(token), this.shared.notes.get(`active:${id}`)]);
    return record !== null && record.screen && active === null;
  }

  private async recordOf(token: string): Promise<SessionRecord | null> {
    const text = await this.shared.notes.get(`session:${sessionIdOf(token)}`);
    if (text === null) {
      return null;
    }
    try {
      const parsed = JSON.parse(text) as Partial<SessionRecord>;
      return typeof parsed.admin === 'string' && typeof parsed.startedAt === 'number'
        ? { admin: parsed.admin, startedAt: parsed.startedAt, screen: parsed.screen === true }
        : null;
    } catch {
      return null;
    }
  }
}

@Global()
@Module({ providers: [SessionRecords], exports: [SessionRecords] })
export class SessionRecordsModule {}

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Global, Injectable, Module } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from '@/config/app-config';
import { sessionIdOf } from './session-events';

/** Who holds a session, as the audit trail names them: `<login name>.<HMAC>` (HttpOnly). */
export const ADMIN_NAME_COOKIE = 'taxi_admin';

/**
 * The login name typed at login, kept with the session in a cookie the browser cannot forge: an
 * HMAC of the name and the session token's hash, keyed by DEVICE_COOKIE_SECRET (which replicas
 * share), so any replica reads it and nothing is stored on the server. Bound to the token, so a
 * name cookie moved to another session is worthless. Without the secret the key is made at start
 * and names are unknown after a restart until the next login.
 */
@Injectable()
export class AdminNames {
  private readonly key: Buffer;

  constructor(private readonly config: AppConfig) {
    this.key = config.deviceCookieSecret
      ? createHash('sha256').update(`admin-name\u0000${config.deviceCookieSecret}`).digest()
      : randomBytes(32);
  }

  /** Sets the name cookie beside the session cookie (login). */
  issue(request: Request, response: Response, token: string, username: string): void {
    const name = Buffer.from(username, 'utf8').toString('base64url');
    const secure =
      this.config.session.cookieSecure === 'auto' ? request.secure : this.config.session.cookieSecure;
    response.cookie(ADMIN_NAME_COOKIE, `${name}.${this.sign(token, name)}`, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: '/',
      maxAge: this.config.session.maxAgeMs,
    });
  }

  /** The login name of the session `token`, when this request carries its genuine name cookie. */
  nameOf(request: Request, token: string): string | null {
    const cookies = request.cookies as Record<string, unknown> | undefined;
    const value = cookies?.[ADMIN_NAME_COOKIE];
    if (typeof value !== 'string') {
      return null;
    }
    const [name, mac, ...rest] = value.split('.');
    if (!name || !mac || rest.length > 0) {
      return null;
    }
    // Compared as text: a non-canonical base64url spelling of the right MAC is still refused.
    const expected = Buffer.from(this.sign(token, name));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return null;
    }
    return Buffer.from(name, 'base64url').toString('utf8');
  }

  private sign(token: string, name: string): string {
    return createHmac('sha256', this.key)
      .update(`${sessionIdOf(token)}.${name}`)
      .digest('base64url');
  }
}

@Global()
@Module({ providers: [AdminNames], exports: [AdminNames] })
export class AdminNamesModule {}

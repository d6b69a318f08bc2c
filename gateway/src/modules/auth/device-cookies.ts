import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { AppConfig } from '@/config/app-config';
import { secureCookies } from '@/common/auth/session-cookies';
import { pathOf } from '@taxi/contracts';

export const DEVICE_COOKIE = 'taxi_device';
// Only the login route ever needs it.
const DEVICE_COOKIE_PATH = pathOf('login');
const DEVICE_COOKIE_MAX_AGE_MS = 90 * 24 * 3_600_000;

/** A device cookie's own identity (its nonce), valid for one username. */
export type DeviceId = string;

export function normalisedUsername(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * OWASP "Slow Down Online Guessing Attacks with Device Cookies": a browser that has logged in as a
 * user receives `<username>.<nonce>.<HMAC>` (HttpOnly, SameSite=Strict); with it, that browser is
 * not held back by the lockout that guessing from elsewhere puts on the username. The key comes
 * from DEVICE_COOKIE_SECRET, else it is random per start (device cookies then end with a restart).
 */
@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(
    private readonly config: AppConfig,
    logger: Logger,
  ) {
    this.key = config.deviceCookieSecret
      ? createHash('sha256').update(`device-cookie\u0000${config.deviceCookieSecret}`).digest()
      : randomBytes(32);
    if (!config.deviceCookieSecret) {
      logger.log(
        'DEVICE_COOKIE_SECRET not set: login device cookies are signed with a key made at start-up and end with a restart',
      );
    }
  }

  /** The device this browser proves to be for `username`, or undefined. */
  read(request: Request, username: string): DeviceId | undefined {
    const cookies = request.cookies as Record<string, unknown> | undefined;
    const value = cookies?.[DEVICE_COOKIE];
    if (typeof value !== 'string') {
      return undefined;
    }
    const [user, nonce, mac, ...rest] = value.split('.');
    if (!user || !nonce || !mac || rest.length > 0) {
      return undefined;
    }
    // Compared as text: a non-canonical base64url spelling of the right MAC is still refused.
    const expected = Buffer.from(this.sign(user, nonce));
    const given = Buffer.from(mac);
    const genuine = given.length === expected.length && timingSafeEqual(given, expected);
    const owner = Buffer.from(user, 'base64url').toString('utf8');
    return genuine && owner === normalisedUsername(username) ? nonce : undefined;
  }

  issue(request: Request, response: Response, username: string): void {
    const user = Buffer.from(normalisedUsername(username), 'utf8').toString('base64url');
    const nonce = randomBytes(16).toString('base64url');
    response.cookie(DEVICE_COOKIE, `${user}.${nonce}.${this.sign(user, nonce)}`, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies(request, this.config),
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    });
  }

  private sign(user: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${user}.${nonce}`).digest('base64url');
  }
}

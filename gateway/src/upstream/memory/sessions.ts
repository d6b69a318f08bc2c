import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEFAULT_SESSION_TTL_MS = 12 * 3_600_000;

type Session = { username: string; expiresAt: number };

/** Equal-time comparison of two secrets of any length (hashing first evens out the lengths). */
export function secretsEqual(a: string, b: string): boolean {
  const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Admin session tokens with an expiry read from the injected clock. */
export class SessionRegistry {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => Date,
  ) {}

  issue(username: string): string {
    const token = randomBytes(32).toString('base64url');
    this.sessions.set(token, { username, expiresAt: this.clock().getTime() + this.ttlMs });
    return token;
  }

  /** The username of a live session, or undefined; expired sessions are forgotten on the way. */
  usernameOf(token: string): string | undefined {
    const session = this.sessions.get(token);
    if (!session) {
      return undefined;
    }
    if (session.expiresAt <= this.clock().getTime()) {
      this.sessions.delete(token);
      return undefined;
    }
    return session.username;
  }

  revoke(token: string): void {
    this.sessions.delete(token);
  }
}

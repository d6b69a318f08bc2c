import { createHash } from 'node:crypto';

/**
 * A limiter key as stored: a hash, so usernames and addresses are not kept in clear in Redis and a
 * 4 kB username costs as little as a short one.
 */
export function hashedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 24);
}

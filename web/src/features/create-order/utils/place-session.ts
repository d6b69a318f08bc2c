/**
 * A token that groups one search's keystrokes and the final place lookup (providers such as
 * Google bill per session). The gateway accepts 8–36 characters of [A-Za-z0-9_-]; a UUID fits.
 */
export function newPlaceSession(): string {
  // randomUUID exists only in secure contexts; getRandomValues works everywhere.
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

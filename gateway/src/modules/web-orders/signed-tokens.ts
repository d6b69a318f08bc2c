import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens the gateway gives out and takes back unchanged (status links, quotes, form tokens): the
 * parts it needs, each base64url, and an HMAC-SHA256 of them with the web-order key
 * (`WEB_ORDER_LINK_SECRET`), so any replica reads them, a restart does not end them, and nothing a
 * visitor changes in one is accepted.
 */
export class SignedTokens {
  constructor(private readonly key: Buffer) {}

  sign(kind: string, parts: readonly string[]): string {
    const encoded = parts.map((part) => Buffer.from(part, 'utf8').toString('base64url'));
    return [...encoded, this.mac(kind, encoded)].join('.');
  }

  /** The parts of a genuine token of this kind and length, or null. */
  verify(kind: string, token: string, count: number): string[] | null {
    const pieces = token.split('.');
    if (pieces.length !== count + 1) {
      return null;
    }
    const encoded = pieces.slice(0, count);
    const expected = Buffer.from(this.mac(kind, encoded));
    const given = Buffer.from(pieces[count] ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return null;
    }
    return encoded.map((part) => Buffer.from(part, 'base64url').toString('utf8'));
  }

  private mac(kind: string, encoded: readonly string[]): string {
    // Truncated to 128 bits: plenty against forgery, short enough for a link.
    return createHmac('sha256', this.key)
      .update(`${kind}\u0000${encoded.join('.')}`)
      .digest('base64url')
      .slice(0, 22);
  }
}

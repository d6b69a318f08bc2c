/**
 * Asks whoever issues sessions (the company's server) whether a token is a live session. The
 * upstream module provides it; shared code depends on this, never on the upstream itself.
 */
export abstract class SessionVerifier {
  /** Only an explicit yes is true; rejects when the server cannot be asked. */
  abstract isLive(token: string): Promise<boolean>;
}

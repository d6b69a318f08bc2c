import type { ReceivedBody } from './received-body';

export type OutboundRequest = {
  method: 'GET' | 'POST';
  /** Scheme, host and port, e.g. `https://routes.googleapis.com`; the base URL's when not given. */
  origin?: string;
  /** Path and query below the base URL (or the origin), starting with `/`. */
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** The caller's own cancellation (shutdown, a poll's deadline): the outcome is then `aborted`. */
  signal?: AbortSignal;
  /** Bytes a 2xx answer is likely to repeat (the call's last answer): repeating chunks are not kept. */
  expectedBody?: Buffer;
};

/**
 * What became of one exchange. Every status is an answer (redirects are not followed, so a 3xx is one
 * too); what each status means is the caller's to decide.
 */
export type OutboundOutcome =
  | { kind: 'answered'; status: number; body: ReceivedBody }
  | { kind: 'network' } // refused, reset, DNS (after a GET's retry)
  | { kind: 'cut-off' } // the connection failed while the body arrived
  | { kind: 'timeout' } // not connected in time, or no whole answer in time
  | { kind: 'too-large' } // the body passed `maxResponseBytes`
  | { kind: 'aborted' }; // the caller's signal fired

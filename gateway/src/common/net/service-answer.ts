import type { OutboundOutcome, OutboundRequest } from './outbound-types';
import { parseJson } from './parse-json';
import type { ReceivedBody } from './received-body';

/** How an exchange with an outside service failed, whatever the service. */
export type TransportFailure = 'unavailable' | 'timeout' | 'bad-response';

/** What exactly happened, for counting: refused (no connection), answered with a status, … */
export type FailureCause =
  'refused' | 'cut-off' | 'aborted' | 'timeout' | 'too-large' | 'status' | 'not-json';

/** Every outside service answers its failures alike: 502 when it failed or spoke nonsense, 504 when too late. */
export const TRANSPORT_STATUS: Readonly<Record<TransportFailure, number>> = {
  unavailable: 502,
  timeout: 504,
  'bad-response': 502,
};

/** How one service's answers are read (`upstream`, `tracking`, `maps`): each adapter has one. */
export type ServicePolicy = {
  /** A status other than 2xx that the caller reads itself; any other is `unavailable`. */
  answers(status: number): boolean;
  /** The service's own coded error for a failure. */
  fail(failure: TransportFailure, detail: string, cause: FailureCause): Error;
  /** Names the exchange in a failure's detail (for logs): never a host, query, key or token. */
  label(request: ServiceRequest): string;
};

export type ServiceRequest = OutboundRequest & {
  /** What becomes of a 2xx body: parsed JSON (default; not JSON is `bad-response`), ignored, or handed over raw. */
  successBody?: 'json' | 'ignore' | 'raw';
};

/** A 2xx answer, or a status the policy reads itself (with its body when that is JSON). */
export type ServiceAnswer = { status: number; body: unknown; raw?: ReceivedBody };

/**
 * The one place an exchange's outcome becomes an answer or a coded error, for every service the
 * gateway calls. A caller's own abort keeps its reason (a poll's deadline, a shutdown).
 */
export function readOutcome(
  outcome: OutboundOutcome,
  request: ServiceRequest,
  policy: ServicePolicy,
): ServiceAnswer {
  const what = policy.label(request);
  switch (outcome.kind) {
    case 'aborted': {
      const reason: unknown = request.signal?.reason;
      throw reason instanceof Error ? reason : policy.fail('unavailable', `${what}: aborted`, 'aborted');
    }
    case 'network':
      throw policy.fail('unavailable', `${what}: no connection`, 'refused');
    case 'cut-off':
      throw policy.fail('unavailable', `${what}: answer cut off`, 'cut-off');
    case 'timeout':
      throw policy.fail('timeout', `${what}: no answer in time`, 'timeout');
    case 'too-large':
      throw policy.fail('bad-response', `${what}: answer too large`, 'too-large');
    case 'answered':
      break;
  }
  const { status, body } = outcome;
  if (status >= 200 && status < 300) {
    if (request.successBody === 'ignore') {
      return { status, body: undefined };
    }
    if (request.successBody === 'raw') {
      return { status, body: undefined, raw: body };
    }
    const parsed = parseJson(body.bytes());
    if (!parsed.ok) {
      throw policy.fail('bad-response', `${what}: HTTP ${status} answer is not JSON`, 'not-json');
    }
    return { status, body: parsed.value };
  }
  if (!policy.answers(status)) {
    throw policy.fail('unavailable', `${what}: HTTP ${status}`, 'status');
  }
  // A refusal's body only lends its message, so a non-JSON one is simply absent.
  const parsed = parseJson(body.bytes());
  return { status, body: parsed.ok ? parsed.value : undefined };
}

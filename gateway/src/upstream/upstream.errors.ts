import type { ApiError, AssignedDriver } from '@taxi/contracts';
import { CodedError } from '@/common/errors/coded-error';
import { type FailureCause, TRANSPORT_STATUS, type TransportFailure } from '@/common/net/service-answer';

/** Failures an upstream adapter may raise; the exception filter maps each to one HTTP answer. */
export type UpstreamFailure =
  | 'unavailable' // refused, reset, DNS, 5xx: 502
  | 'timeout' // no answer in time: 504
  | 'bad-response' // answered, but not in the documented shape: 502
  | 'rejected'; // the upstream refused the request (4xx): passed through

const TRANSPORT_MESSAGES: Readonly<Record<TransportFailure, string>> = {
  unavailable: 'Server objednávek je nedostupný. Zkuste to prosím za chvíli.',
  timeout: 'Server objednávek neodpověděl včas. Zkuste to prosím za chvíli.',
  'bad-response': 'Server objednávek odpověděl v neočekávaném tvaru.',
};

export class UpstreamError extends CodedError<UpstreamFailure> {
  constructor(
    failure: UpstreamFailure,
    publicMessage: string,
    status: number,
    /** What exactly happened, where the exchange itself failed (for the metrics). */
    readonly transportCause?: FailureCause,
    publicDetails: Omit<ApiError, 'message'> = {},
  ) {
    super(failure, status, publicMessage, publicDetails);
    this.name = 'UpstreamError';
  }

  override answeredFailureLog(): string {
    return `Upstream failure: ${this.failure}`;
  }

  /** A failure of the exchange itself (refused, timed out, unreadable). */
  static of(failure: TransportFailure, cause?: FailureCause): UpstreamError {
    return new UpstreamError(failure, TRANSPORT_MESSAGES[failure], TRANSPORT_STATUS[failure], cause);
  }

  static unavailable(): UpstreamError {
    return UpstreamError.of('unavailable');
  }

  static timeout(): UpstreamError {
    return UpstreamError.of('timeout');
  }

  static badResponse(): UpstreamError {
    return UpstreamError.of('bad-response');
  }

  /** A 4xx decided by the upstream (not found, conflict, unauthorised…). */
  static rejected(status: number, message: string): UpstreamError {
    return new UpstreamError('rejected', message, status);
  }

  static notFound(message: string): UpstreamError {
    return UpstreamError.rejected(404, message);
  }

  static conflict(message: string): UpstreamError {
    return UpstreamError.rejected(409, message);
  }

  /** A 409 of a driver assignment: the order's driver is not the one the dispatcher saw; `current` is. */
  static driverChanged(message: string, current: AssignedDriver): UpstreamError {
    return new UpstreamError('rejected', message, 409, undefined, { current });
  }

  /** The upstream refused one call (401/403) although the session itself is still valid. */
  static accessRefused(): UpstreamError {
    return new UpstreamError('rejected', 'Server objednávek odmítl přístup.', 502);
  }

  static unauthorized(): UpstreamError {
    return UpstreamError.rejected(401, 'Přihlášení vypršelo. Přihlaste se prosím znovu.');
  }
}

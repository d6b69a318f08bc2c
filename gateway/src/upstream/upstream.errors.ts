import { CodedError } from '../common/errors/coded-error';

/** Failures an upstream adapter may raise; the exception filter maps each to one HTTP answer. */
export type UpstreamFailure =
  | 'unavailable' // refused, reset, DNS, 5xx: 502
  | 'timeout' // no answer in time: 504
  | 'bad-response' // answered, but not in the documented shape: 502
  | 'rejected'; // the upstream refused the request (4xx): passed through

export class UpstreamError extends CodedError<UpstreamFailure> {
  constructor(failure: UpstreamFailure, publicMessage: string, status: number) {
    super(failure, status, publicMessage);
    this.name = 'UpstreamError';
  }

  override answeredFailureLog(): string {
    return `Upstream failure: ${this.failure}`;
  }

  static unavailable(): UpstreamError {
    return new UpstreamError(
      'unavailable',
      'Server objednávek je nedostupný. Zkuste to prosím za chvíli.',
      502,
    );
  }

  static timeout(): UpstreamError {
    return new UpstreamError(
      'timeout',
      'Server objednávek neodpověděl včas. Zkuste to prosím za chvíli.',
      504,
    );
  }

  static badResponse(): UpstreamError {
    return new UpstreamError('bad-response', 'Server objednávek odpověděl v neočekávaném tvaru.', 502);
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

  /** The upstream refused one call (401/403) although the session itself is still valid. */
  static accessRefused(): UpstreamError {
    return new UpstreamError('rejected', 'Server objednávek odmítl přístup.', 502);
  }

  static unauthorized(): UpstreamError {
    return UpstreamError.rejected(401, 'Přihlášení vypršelo. Přihlaste se prosím znovu.');
  }
}

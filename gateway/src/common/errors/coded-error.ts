import type { ApiError } from '@taxi/contracts';

/**
 * A failure of an outside system the gateway talks to (the upstream, a map service, vehicle tracking),
 * with its codes: the failure kind, the HTTP status the gateway answers with, and the Czech message a
 * client may see (never a stack, URL, key or token). The exception filter answers every one alike:
 * `status` with `{ message: publicMessage }`.
 */
export abstract class CodedError<Failure extends string = string> extends Error {
  protected constructor(
    readonly failure: Failure,
    readonly status: number,
    /** Czech message safe to show to the user. */
    readonly publicMessage: string,
    /** What the envelope says besides the message, e.g. who has an order now (a 409 of an assignment). */
    readonly publicDetails: Omit<ApiError, 'message'> = {},
  ) {
    super(publicMessage);
  }

  /**
   * What the exception filter logs when this failure leaves as a 5xx; nothing where the module logs its
   * failures itself (with a detail that only it can phrase).
   */
  answeredFailureLog(): string | undefined {
    return undefined;
  }
}

import { HttpException } from '@nestjs/common';
import type { ApiError } from '@taxi/contracts';

/** An HTTP error whose envelope (Czech message, optional issues) is sent to the client as is. */
export class ApiHttpException extends HttpException {
  constructor(
    status: number,
    readonly envelope: ApiError,
    /** Extra response headers, e.g. `Retry-After` on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(envelope, status);
  }

  static of(status: number, message: string, headers: Record<string, string> = {}): ApiHttpException {
    return new ApiHttpException(status, { message }, headers);
  }
}

import type { ApiErrorCode } from '@taxi/contracts';
import { ApiHttpException } from '@/common/errors/api-http.exception';

/**
 * A 429 with the Czech message and a `Retry-After` in whole seconds; with a `code` for a public page
 * that words it in its own language (the contact form).
 */
export function rateLimited(message: string, retryAfterMs: number, code?: ApiErrorCode): ApiHttpException {
  return new ApiHttpException(429, code ? { message, code } : { message }, {
    'Retry-After': String(Math.ceil(retryAfterMs / 1000)),
  });
}

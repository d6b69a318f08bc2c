import { ApiHttpException } from '@/common/errors/api-http.exception';

/**
 * A 429 with the Czech message, the code a page words in its own language, and a `Retry-After` in
 * whole seconds.
 */
export function rateLimited(message: string, retryAfterMs: number): ApiHttpException {
  return new ApiHttpException(
    429,
    { message, code: 'rate-limited' },
    { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) },
  );
}

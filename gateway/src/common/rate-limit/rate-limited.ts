import { ApiHttpException } from '@/common/errors/api-http.exception';

/** A 429 with the Czech message and a `Retry-After` in whole seconds. */
export function rateLimited(message: string, retryAfterMs: number): ApiHttpException {
  return ApiHttpException.of(429, message, { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) });
}

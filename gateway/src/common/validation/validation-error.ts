import type { z } from 'zod';
import { ApiHttpException } from '@/common/errors/api-http.exception';

export const INVALID_INPUT_MESSAGE = 'Neplatná data požadavku.';

/** A 400 naming every bad field as `<where>.<path>` (e.g. `body.phone`) with the reason. */
export function validationError(where: string, error: z.ZodError): ApiHttpException {
  return new ApiHttpException(400, {
    message: INVALID_INPUT_MESSAGE,
    issues: error.issues.map((issue) => ({
      path: [where, ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  });
}

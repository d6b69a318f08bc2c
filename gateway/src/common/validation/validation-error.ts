import { type ApiError, codeOfIssue } from '@taxi/contracts';
import type { z } from 'zod';
import { ApiHttpException } from '@/common/errors/api-http.exception';

export const INVALID_INPUT_MESSAGE = 'Neplatná data požadavku.';

export type InputIssue = NonNullable<ApiError['issues']>[number];

/**
 * Every issue of a part of the request (`input`, what the schema checked) as `<where>.<path>` (e.g.
 * `body.phone`) with the Czech reason and the reason's code (with its limit), which a public page
 * words in its own language.
 */
export function inputIssues(where: string, error: z.ZodError, input: unknown): InputIssue[] {
  return error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
    ...codeOfIssue(issue, input),
  }));
}

/** A 400 naming every bad field. */
export function invalidInput(issues: InputIssue[]): ApiHttpException {
  return new ApiHttpException(400, { message: INVALID_INPUT_MESSAGE, code: 'invalid-input', issues });
}

/** A 400 naming every bad field of one part of the request as `<where>.<path>` with the reason. */
export function validationError(where: string, error: z.ZodError, input: unknown): ApiHttpException {
  return invalidInput(inputIssues(where, error, input));
}

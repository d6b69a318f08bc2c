import type { z } from 'zod';

/**
 * What an error envelope's `code` says, for a page that words the failure in its own language
 * (the public site in Czech, German and English); `message` stays the Czech text the admin shows.
 */
export const API_ERROR_CODES = ['invalid_input', 'rate_limited'] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** What is wrong with one field of a 400, whatever schema refused it. */
export const ISSUE_CODES = [
  'required',
  'too_short',
  'too_long',
  'invalid_email',
  'invalid_format',
  'invalid',
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

/** A field's fault as a code, with the limit a length fault broke. */
export type CodedIssue = { code: IssueCode; limit?: number };

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') {
      return undefined;
    }
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A zod issue as a code: a field left out or blank is `required`, whichever rule caught it. `input`
 * is the whole value the schema checked. The gateway's 400 and the forms that check before sending
 * use the same codes, so a page says both in its own words.
 */
export function codeOfIssue(issue: z.core.$ZodIssue, input: unknown): CodedIssue {
  if (issue.path.length > 0 && isBlank(valueAt(input, issue.path))) {
    return { code: 'required' };
  }
  if (issue.code === 'too_small') {
    return { code: 'too_short', limit: Number(issue.minimum) };
  }
  if (issue.code === 'too_big') {
    return { code: 'too_long', limit: Number(issue.maximum) };
  }
  if (issue.code === 'invalid_format') {
    return { code: issue.format === 'email' ? 'invalid_email' : 'invalid_format' };
  }
  return { code: 'invalid' };
}

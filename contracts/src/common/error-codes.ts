import type { z } from 'zod';

/**
 * What an error envelope's `code` says, for a page that words the failure in its own language
 * (the public site in Czech, German and English); `message` stays the Czech text the admin shows.
 */
export const API_ERROR_CODES = [
  /** A 400: the body, query or path failed its schema (`issues` say where). */
  'invalid-input',
  /** A 429 of any limit (`Retry-After` says when to try again). */
  'rate-limited',
  /** A 401 that locks the admin's screen rather than ending the session: no input for too long. */
  'session-idle',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * Why the gateway refused or could not take a web order, as stable codes the page words in its own
 * language (the gateway's Czech `message` beside it is for logs and API users).
 */
export const WEB_ORDER_CODES = [
  /** Online ordering is off now (no web account configured, or a dispatcher paused it). */
  'web-orders-unavailable',
  /** An immediate order outside the opening hours, or a pre-order starting outside them. */
  'outside-hours',
  /** A pre-order less than 30 minutes or more than 14 days ahead. */
  'preorder-window',
  /** Pre-orders need a call the company's server does not have (yet). */
  'preorders-unavailable',
  /** The order cannot be taken (a neutral refusal: the reason is not told). */
  'refused',
  /** Too many orders from this phone or this address, or too many searches today. */
  'limited',
  /** The form came back faster than a person fills it, or a field no person sees was filled. */
  'not-a-person',
  /** The quote ran out or was never given: price it again. */
  'quote-expired',
  /** A place the search did not offer to this visitor (search again). */
  'place-unknown',
  /** No road route between the two places. */
  'route-unavailable',
  /** The company's server or the maps service failed: nothing was created. */
  'failed',
  /** The status link is unknown, or no longer valid (24 h after the ride, or cancelled). */
  'link-expired',
  /** Too late to cancel online: a driver has the ride (call the company). */
  'not-cancellable',
] as const;
export type WebOrderCode = (typeof WEB_ORDER_CODES)[number];

/** Every code an error envelope may carry. */
export const ENVELOPE_CODES = [...API_ERROR_CODES, ...WEB_ORDER_CODES] as const;
export type EnvelopeCode = (typeof ENVELOPE_CODES)[number];

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

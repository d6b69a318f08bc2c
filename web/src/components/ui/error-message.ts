import { ApiRequestError } from '@/lib/api-client';

const FALLBACK = 'Něco se nepovedlo. Zkuste to prosím znovu.';

/** The Czech message to show for a failed call (the gateway's own text when there is one). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return error.message;
  }
  return FALLBACK;
}

/** Field name → message from a 400's `issues` (`body.phone` → `phone`); the first message per field wins. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) {
    return {};
  }
  return issuesToFieldErrors(error.issues);
}

export function issuesToFieldErrors(
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    const field = path.replace(/^body\./, '').split('.')[0] ?? '';
    if (field && !(field in errors)) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

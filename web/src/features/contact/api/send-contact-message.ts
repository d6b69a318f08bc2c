import type { ApiError, ContactMessage } from '@taxi/contracts';
import { ApiRequestError, callApi } from '@/lib/api-client';

/** What became of a message: sent, or refused with the gateway's codes (the form words them). */
export type ContactOutcome =
  { sent: true } | { sent: false; code?: ApiError['code']; issues: NonNullable<ApiError['issues']> };

/** `POST /api/admins/sendWebEmail`; loaded on demand so the landing page ships no API or zod code. */
export async function sendContactMessage(message: ContactMessage): Promise<ContactOutcome> {
  try {
    await callApi('sendWebEmail', { body: message });
    return { sent: true };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return { sent: false, code: error.code, issues: error.issues };
    }
    throw error;
  }
}

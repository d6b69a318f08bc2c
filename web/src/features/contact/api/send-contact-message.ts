import type { ContactMessage } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';

/** `POST /api/admins/sendWebEmail`; loaded on demand so the landing page ships no API or zod code. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await callApi('sendWebEmail', { body: message });
}

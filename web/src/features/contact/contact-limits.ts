import type { ContactMessage } from '@taxi/contracts';

/**
 * The `maxLength` of each input, equal to ContactMessageSchema's limits (a test keeps them in step); the
 * page reads them here so that its first download needs no zod.
 */
export const CONTACT_MAX_LENGTH: Record<keyof ContactMessage, number> = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
};

import type { ContactMessage } from '@taxi/contracts';

export type ContactField = keyof ContactMessage;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Field limits of ContactMessageSchema (contracts), mirrored here so the page needs no zod. */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
};

// The pattern zod's z.email() uses, so the page accepts exactly what the gateway accepts.
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const REQUIRED_MESSAGES: Record<ContactField, string> = {
  name: 'Vyplňte prosím své jméno.',
  email: 'Vyplňte prosím svůj e-mail.',
  subject: 'Vyplňte prosím předmět zprávy.',
  message: 'Napište nám prosím zprávu.',
};

export const CONTACT_FIELDS: ContactField[] = ['name', 'email', 'subject', 'message'];

/** Spec section 5: name, email (an e-mail address), subject and message are required. */
export function validateContactMessage(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    if (!value) {
      errors[field] = REQUIRED_MESSAGES[field];
    } else if (value.length > CONTACT_MAX_LENGTH[field]) {
      errors[field] = `Nejvýše ${CONTACT_MAX_LENGTH[field]} znaků.`;
    }
  }
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) {
    errors.email = 'Zadejte e-mail ve tvaru jmeno@domena.cz.';
  }
  return errors;
}

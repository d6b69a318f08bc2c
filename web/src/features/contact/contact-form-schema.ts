import { type ContactMessage, ContactMessageSchema } from '@taxi/contracts';
import { schemaResolver } from '@/lib/forms/schema-resolver';

/** The contract's rules for a message (the gateway checks the same), in the contact form's words. */
export const contactResolver = schemaResolver<ContactMessage, ContactMessage>(ContactMessageSchema, {
  name: { required: 'Vyplňte prosím své jméno.' },
  email: { required: 'Vyplňte prosím svůj e-mail.', invalid: 'Zadejte e-mail ve tvaru jmeno@domena.cz.' },
  subject: { required: 'Vyplňte prosím předmět zprávy.' },
  message: { required: 'Napište nám prosím zprávu.' },
});

import { type ContactMessage, ContactMessageSchema } from '@taxi/contracts';
import { codedResolver } from '@/lib/forms/coded-resolver';
import { type ContactTexts, wordContactIssue } from './contact-words';

/** The contract's rules for a message (the gateway checks the same), in the page's words. */
export const contactResolver = (texts: ContactTexts) =>
  codedResolver<ContactMessage, ContactMessage>(ContactMessageSchema, (field, issue) =>
    wordContactIssue(texts, field, issue),
  );

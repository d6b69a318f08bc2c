import type { CodedIssue, ContactMessage } from '@taxi/contracts';
import { fill } from '@/i18n/fill';
import type { Messages } from '@/i18n/messages';

export type ContactTexts = Messages['contact'];

/** A field's fault in the page's language, from its code (the form's check and the gateway's 400 alike). */
export function wordContactIssue(
  texts: ContactTexts,
  field: keyof ContactMessage,
  { code, limit }: CodedIssue,
): string {
  switch (code) {
    case 'required':
      return texts.required[field];
    case 'too_long':
      return fill(texts.tooLong, { limit: limit ?? '' });
    case 'invalid_email':
      return texts.invalidEmail;
    case 'invalid_format':
      return texts.controlCharacters;
    case 'too_short':
    case 'invalid':
      return texts.invalid;
  }
}

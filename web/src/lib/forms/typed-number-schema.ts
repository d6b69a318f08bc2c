import { parseTypedNumber, type TypedNumberRules } from '@taxi/contracts';
import { z } from 'zod';

/**
 * A number as a person types it (`1 250,50`, `+15`), read by the shared Czech parser; what cannot be
 * read one way only is refused with the parser's message (optionally worded by the form), never guessed.
 * Pipe it into the contract's number schema so the range rules stay the contract's.
 */
export function typedNumberSchema(
  rules: TypedNumberRules,
  word: (error: string) => string = (error) => error,
) {
  return z.string().transform((text, context) => {
    const parsed = parseTypedNumber(text, rules);
    if (!parsed.ok) {
      context.addIssue({ code: 'custom', message: word(parsed.error) });
      return z.NEVER;
    }
    return parsed.value;
  });
}

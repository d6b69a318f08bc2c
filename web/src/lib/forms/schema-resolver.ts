import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form's own words for a field: when it is left blank, and (optionally) for any other fault. */
export type FieldMessages = { required?: string; invalid?: string };

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * react-hook-form's zod resolver over a contracts schema (the rules are the contract's). A form may say
 * a fault in its own words: `required` when the field was left blank, `invalid` for anything else;
 * without them the contract's Czech message is shown.
 */
export function schemaResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  messages: Partial<Record<keyof Input & string, FieldMessages>> = {},
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors: FieldErrors<Input> = result.errors;
    for (const [field, words] of Object.entries(messages) as [keyof Input & string, FieldMessages][]) {
      const error = errors[field] as FieldError | undefined;
      if (!error) {
        continue;
      }
      const message = isBlank(values[field]) ? words.required : words.invalid;
      if (message) {
        error.message = message;
      }
    }
    return result;
  };
}

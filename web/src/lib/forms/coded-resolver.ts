import { type CodedIssue, codeOfIssue } from '@taxi/contracts';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A resolver over a contracts schema that says each fault in the page's own words, from the same
 * codes the gateway's 400 carries (`codeOfIssue`): a public page in Czech, German or English words
 * both alike. The first fault of a field wins; the output is what the schema made of the input.
 */
export function codedResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  word: (field: keyof Input & string, issue: CodedIssue) => string,
): Resolver<Input, unknown, Output> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) {
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !(field in errors)) {
        const coded = codeOfIssue(issue, values);
        errors[field] = { type: coded.code, message: word(field, coded) };
      }
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}

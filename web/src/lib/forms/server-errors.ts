import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** A 400's field issues (`fieldErrorsOf`) shown at the form's fields of the same name. */
export function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Record<string, string>,
  known: readonly FieldPath<T>[],
): void {
  for (const field of known) {
    const message = fields[field];
    if (message) {
      setError(field, { type: 'server', message });
    }
  }
}

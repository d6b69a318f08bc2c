import type { z } from 'zod';
import { jsonTypeOf, recordIdOf, valueAt } from './answer-shape';

/** What could not be read, or was read only by coercion; field names and types, never values. */
export type ReadingProblem = {
  call: string;
  kind: 'skipped' | 'coerced' | 'rejected' | 'repaired';
  /** Index of the record in the list (absent for a single-record answer). */
  index?: number;
  id?: number;
  /** Dotted field path inside the record, e.g. `ride.price`. */
  field: string;
  expected: string;
  received: string;
};

const pathText = (path: readonly PropertyKey[]): string => path.map(String).join('.') || '(record)';

/** The first issue of a failed parse as a problem, with the type that arrived instead. */
export function problemOf(
  call: string,
  kind: ReadingProblem['kind'],
  record: unknown,
  error: z.ZodError,
  index?: number,
): ReadingProblem {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  return {
    call,
    kind,
    index,
    id: recordIdOf(record),
    field: pathText(path),
    expected: issue && 'expected' in issue ? String(issue.expected) : (issue?.code ?? 'valid value'),
    received: jsonTypeOf(valueAt(record, path)),
  };
}

/**
 * Fields whose type changed between what arrived and what was read (`"12.50"` → 12.5, `1` → true,
 * `null` → ""), and dates rewritten with an offset: the coercions a server's dialect needed.
 */
export function coercionsIn(call: string, raw: unknown, read: unknown, index?: number): ReadingProblem[] {
  const found: ReadingProblem[] = [];
  const visit = (rawValue: unknown, readValue: unknown, path: PropertyKey[]): void => {
    if (typeof readValue === 'object' && readValue !== null) {
      if (typeof rawValue !== 'object' || rawValue === null) {
        // An object read from text (or a place object turned into text) is noted at its own level.
        found.push(coercion(path, rawValue, readValue));
        return;
      }
      for (const [key, value] of Object.entries(readValue)) {
        visit((rawValue as Record<string, unknown>)[key], value, [...path, key]);
      }
      return;
    }
    if (jsonTypeOf(rawValue) !== jsonTypeOf(readValue)) {
      found.push(coercion(path, rawValue, readValue));
    } else if (typeof readValue === 'string' && rawValue !== readValue) {
      found.push({ ...coercion(path, rawValue, readValue), expected: 'string (rewritten)' });
    }
  };
  const coercion = (path: PropertyKey[], rawValue: unknown, readValue: unknown): ReadingProblem => ({
    call,
    kind: 'coerced',
    index,
    id: recordIdOf(raw),
    field: pathText(path),
    expected: jsonTypeOf(readValue),
    received: jsonTypeOf(rawValue),
  });
  visit(raw, read, []);
  return found;
}

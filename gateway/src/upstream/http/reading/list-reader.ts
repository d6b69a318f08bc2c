import type { z } from 'zod';
import { unwrapList } from './answer-shape';
import { coercionsIn, problemOf, type ReadingProblem } from './reading-problem';

export type ListReading<T> = {
  items: T[];
  /** How many records could not be read and were left out. */
  skipped: number;
  problems: ReadingProblem[];
};

/** Turns one record that failed to read into a usable one (SOS alerts are never dropped). */
export type RecordRepair = (record: unknown, index: number) => unknown;

/**
 * Reads a list answer record by record: one record that cannot be read is left out (and reported),
 * never the whole list. `undefined` when the answer carries no list at all.
 */
export function readList<T>(
  call: string,
  body: unknown,
  record: z.ZodType<T>,
  repair?: RecordRepair,
): ListReading<T> | undefined {
  const list = unwrapList(body);
  if (!list) {
    return undefined;
  }
  const items: T[] = [];
  const problems: ReadingProblem[] = [];
  let skipped = 0;
  list.forEach((raw, index) => {
    const parsed = record.safeParse(raw);
    if (parsed.success) {
      items.push(parsed.data);
      problems.push(...coercionsIn(call, raw, parsed.data, index));
      return;
    }
    const failure = problemOf(call, 'skipped', raw, parsed.error, index);
    const repaired = repair ? record.safeParse(repair(raw, index)) : undefined;
    if (repaired?.success) {
      items.push(repaired.data);
      problems.push({ ...failure, kind: 'repaired' });
      return;
    }
    skipped += 1;
    problems.push(failure);
  });
  return { items, skipped, problems };
}

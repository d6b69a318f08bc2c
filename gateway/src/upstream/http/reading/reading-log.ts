import type { ReadingProblem } from './reading-problem';

export type ReadingLogSink = (message: string, problem: ReadingProblem & { repeats: number }) => void;

/**
 * Logs each kind of reading problem (call + field + kind + types) at most once per `intervalMs`,
 * with how often it repeated meanwhile: a dialect seen on 10,000 records is one line, not 10,000.
 */
export class ReadingLog {
  private readonly last = new Map<string, { at: number; repeats: number }>();

  constructor(
    private readonly sink: ReadingLogSink,
    private readonly intervalMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 1_000,
  ) {}

  note(problem: ReadingProblem): void {
    const key = `${problem.call}|${problem.kind}|${problem.field}|${problem.expected}|${problem.received}`;
    const now = this.now();
    const seen = this.last.get(key);
    if (seen && now - seen.at < this.intervalMs) {
      seen.repeats += 1;
      return;
    }
    if (!seen && this.last.size >= this.maxKeys) {
      const oldest = this.last.keys().next();
      if (!oldest.done) {
        this.last.delete(oldest.value);
      }
    }
    this.last.set(key, { at: now, repeats: 0 });
    this.sink(MESSAGES[problem.kind], { ...problem, repeats: seen?.repeats ?? 0 });
  }
}

const MESSAGES: Record<ReadingProblem['kind'], string> = {
  skipped: 'Upstream record skipped: a field could not be read',
  coerced: 'Upstream field read by coercion',
  rejected: 'Upstream answer rejected: not in a readable shape',
  repaired: 'Upstream record kept with a fallback for an unreadable field',
};

import { setFlagsFromString } from 'node:v8';
import type { UpstreamConfig } from '../../config/app-config';

/**
 * V8 flags for the process, by upstream mode. In http mode the live heap is mostly the kept answers
 * (`ValidatedAnswerMemo`: a 10,000-order list is ~30 MB of objects), and after an idle spell V8 sets
 * the old generation's limit just above it; from then on every large proxied call ran a full
 * mark-compact (60–75 ms of CPU a call instead of 10–17 ms, `docs/benchmarks.md`). Growing the heap
 * to twice the live size after a collection keeps that from happening, for tens of MB of heap. Memory
 * mode keeps V8's defaults: its live heap is the mock backend's data, and its RSS has a 200 MB target.
 */
export function heapFlagsFor(upstream: UpstreamConfig): string[] {
  return upstream.mode === 'http' ? ['--heap-growing-percent=100'] : [];
}

/** Applies `heapFlagsFor` at startup (V8 reads the growing factor at every collection). */
export function tuneHeap(upstream: UpstreamConfig): void {
  for (const flag of heapFlagsFor(upstream)) {
    setFlagsFromString(flag);
  }
}

import { setFlagsFromString } from 'node:v8';
import type { UpstreamConfig } from '@/config/app-config';

/**
 * V8's heap growing factor, by upstream mode (`docs/benchmarks.md` has the measurements). After a full
 * collection V8 lets the old generation grow by a factor it picks itself, up to 4× the live heap when
 * collections are cheap.
 * - http mode: at least 2×. The live heap is mostly the kept answers (`ValidatedAnswerMemo`: a
 *   10,000-order list is ~30 MB of objects), and after an idle spell V8 set the limit just above it, so
 *   every large proxied call ran a full mark-compact (60–75 ms of CPU a call instead of 10–17 ms).
 * - memory mode: 1.5×. The live heap is ~30 MB of mock data, and under 50 connections V8 let it grow to
 *   ~130 MB of garbage before collecting, which took the RSS past its 200 MB target (peak 220 MB, now
 *   ~150 MB for about 4 % of throughput).
 */
export function heapFlagsFor(upstream: UpstreamConfig): string[] {
  return [upstream.mode === 'http' ? '--heap-growing-percent=100' : '--heap-growing-percent=50'];
}

/** Applies `heapFlagsFor` at startup (V8 reads the growing factor at every collection). */
export function tuneHeap(upstream: UpstreamConfig): void {
  for (const flag of heapFlagsFor(upstream)) {
    setFlagsFromString(flag);
  }
}

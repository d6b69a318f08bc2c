import type { ApiEndpointName } from '@taxi/contracts';

/**
 * Per call (the company server's and the gateway's own), how many records the gateway left out of its
 * latest answer (absent when none).
 */
export type SkippedRecords = ReadonlyMap<ApiEndpointName, number>;

let current: SkippedRecords = new Map();
const listeners = new Set<() => void>();

/** Called by the API client for every answer of a call: the count of its `X-Skipped-Records` header. */
export function noteSkippedRecords(call: ApiEndpointName, count: number): void {
  const known = current.get(call) ?? 0;
  if (known === count) {
    return;
  }
  const next = new Map(current);
  if (count > 0) {
    next.set(call, count);
  } else {
    next.delete(call);
  }
  current = next;
  listeners.forEach((listener) => listener());
}

// No React here: the API client that feeds this also serves the public pages' lazy chunks.
export function subscribeSkippedRecords(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The calls whose latest answer lacked records (a new map whenever that changes). */
export function skippedRecords(): SkippedRecords {
  return current;
}

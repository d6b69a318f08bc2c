declare const preparedJsonBrand: unique symbol;

/**
 * An answer handed to many requests unchanged (a kept list, the basemap): `PreparedJsonExpressAdapter`
 * sends its JSON serialised, and gzipped for browsers, once for all of them. Made only by
 * `asPreparedJson`, which freezes it, since bytes made once are right only while the value cannot change.
 */
export type PreparedJson<T> = T & { readonly [preparedJsonBrand]: true };

const prepared = new WeakSet<object>();
// Keyed by the answer itself, so an entry lives exactly as long as whoever holds the answer.
const serialized = new WeakMap<object, Buffer>();

/**
 * Freezes a value and everything it holds: one answer handed to every caller, so nobody can change
 * what the next caller gets (nor make its prepared JSON stale).
 */
function deepFreeze(value: unknown): void {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) {
      deepFreeze(child);
    }
  }
}

/** Marks `value` (frozen, with all it holds) as an answer whose JSON is made once. */
export function asPreparedJson<T>(value: T): PreparedJson<T> {
  deepFreeze(value);
  if (typeof value === 'object' && value !== null) {
    prepared.add(value);
  }
  return value as PreparedJson<T>;
}

export function isPreparedJson(value: unknown): value is PreparedJson<object> {
  return typeof value === 'object' && value !== null && prepared.has(value);
}

/** A prepared answer's JSON bytes, made on first use. */
export function preparedJsonOf(value: PreparedJson<object>): Buffer {
  let bytes = serialized.get(value);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(value), 'utf8');
    serialized.set(value, bytes);
  }
  return bytes;
}

/**
 * Freezes a value and everything it holds, so one answer can be handed to every caller: nobody can
 * change what the next caller gets, and the JSON adapter may serialise a frozen answer once.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) {
      deepFreeze(child);
    }
  }
  return value;
}

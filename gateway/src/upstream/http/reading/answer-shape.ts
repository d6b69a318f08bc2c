/** Keys under which servers commonly wrap a list or a record (`{ "data": [...] }`). */
const WRAPPER_KEYS = ['data', 'items', 'results', 'rows', 'records', 'result'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The list an answer carries: the answer itself, or the one list it is wrapped in; else undefined. */
export function unwrapList(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) {
    return body as unknown[];
  }
  if (!isRecord(body)) {
    return undefined;
  }
  for (const key of WRAPPER_KEYS) {
    const inner = body[key];
    if (Array.isArray(inner)) {
      return inner as unknown[];
    }
    if (isRecord(inner)) {
      const nested = unwrapList(inner);
      if (nested) {
        return nested;
      }
    }
  }
  const lists = Object.values(body).filter((value): value is unknown[] => Array.isArray(value));
  return lists.length === 1 ? lists[0] : undefined;
}

/** The record an answer carries: a `{ data: {...} }` wrapper is opened, anything else is the record. */
export function unwrapRecord(body: unknown): unknown {
  if (isRecord(body)) {
    for (const key of WRAPPER_KEYS) {
      const inner = body[key];
      if (isRecord(inner)) {
        return inner;
      }
    }
  }
  return body;
}

/** The JSON type of a value, for logs that must never carry the value itself. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) {
    return 'null';
  }
  if (Array.isArray(value)) {
    return 'array';
  }
  return typeof value;
}

/** The value at `path` inside `root`, or undefined. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) {
      return undefined;
    }
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A record's id when it is a plain number (or numeric text): safe to log, never personal. */
export function recordIdOf(record: unknown): number | undefined {
  if (!isRecord(record)) {
    return undefined;
  }
  const id = typeof record.id === 'string' ? Number(record.id) : record.id;
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
}

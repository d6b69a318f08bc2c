/** The `{name}` parameters of a catalogue path: `'/api/payment/{token}/balance'` → `'token'`. */
export type PathParameterName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParameterName<Rest>
  : never;

/** Values for a path's parameters: each one required when the path is known, any when it is just a string. */
export type PathParameters<P extends string> = string extends P
  ? Readonly<Record<string, string | number | undefined>>
  : { readonly [Name in PathParameterName<P>]: string | number };

const PARAMETER = /\{(\w+)\}/g;

/**
 * A catalogue path with its `{name}` parameters filled in and each value URI-encoded
 * (`/api/user/{token}` + `{ token: 'me' }` → `/api/user/me`). Throws when a parameter has no value:
 * an empty segment would reach another route or none.
 */
export function fillPath<P extends string>(path: P, parameters: PathParameters<P>): string {
  const values = parameters as Readonly<Record<string, string | number | undefined>>;
  return path.replace(PARAMETER, (_placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined || value === '') {
      throw new Error(`No value for {${name}} in ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The names of a path's `{name}` parameters, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(PARAMETER)].map(([, name = '']) => name);
}

/** A query as a caller holds it: absent values (`undefined`, `null`) are left out, a list repeats its key. */
export type QueryValues = Readonly<Record<string, unknown>>;

/**
 * A path with its query string (`/api/x` + `{ day: '2025-03-01' }` → `/api/x?day=2025-03-01`), the one
 * way every caller writes a query: the SPA's client, `pathOf` and the gateway's request to the upstream.
 */
export function withQuery(path: string, query: QueryValues | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item !== undefined && item !== null) {
        search.append(key, queryText(key, item));
      }
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function queryText(key: string, value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (value instanceof Date) {
    return value.toISOString();
  }
  throw new Error(`The query's ${key} is no text, number or date`);
}

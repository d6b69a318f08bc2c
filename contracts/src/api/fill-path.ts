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

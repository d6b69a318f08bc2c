import { apiEndpoints, type Endpoint, fillPath, pathParameterNames } from '@taxi/contracts';

/**
 * Any catalogue path made concrete by its parameters' names: `{token}` is the session alias, every
 * other parameter `1` (a valid id, and text where a parameter is text).
 */
export function concretePath(path: string): string {
  return fillPath(
    path,
    Object.fromEntries(pathParameterNames(path).map((name) => [name, name === 'token' ? 'me' : 1])),
  );
}

/** The names of a query schema's required fields (those a request without a query leaves out). */
export function requiredQueryFields(endpoint: Endpoint): string[] {
  const query = endpoint.query;
  if (!query) {
    return [];
  }
  const shape = (query as { shape?: Record<string, { safeParse(value: unknown): { success: boolean } }> })
    .shape;
  return Object.entries(shape ?? {})
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([name]) => name);
}

/** Every catalogue call whose query has a field it cannot do without, with those fields. */
export const CALLS_WITH_A_REQUIRED_QUERY = Object.entries(apiEndpoints as Record<string, Endpoint>)
  .map(([name, endpoint]) => [name, endpoint, requiredQueryFields(endpoint)] as const)
  .filter(([, , fields]) => fields.length > 0);

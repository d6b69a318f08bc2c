import { type EndpointName, endpoints } from '@taxi/contracts';

/**
 * Calls of the catalogue a feature module serves itself, because the gateway does work of its own
 * there (login limits and cookies, ending sessions everywhere, the session check, the contact form's
 * limit). Every other call of the catalogue is forwarded as it is.
 */
export const SERVED_BY_FEATURES = [
  'login',
  'logout',
  'tokenCheck',
  'sendWebEmail',
] as const satisfies readonly EndpointName[];

export type ForwardedName = Exclude<EndpointName, (typeof SERVED_BY_FEATURES)[number]>;

/**
 * The forwarded calls, routes without path parameters first: Express matches in the order routes
 * are added, and `/api/x/{a}` must not catch `/api/x/static`.
 */
export function forwardedNames(): ForwardedName[] {
  const served: readonly string[] = SERVED_BY_FEATURES;
  const names = (Object.keys(endpoints) as EndpointName[]).filter(
    (name): name is ForwardedName => !served.includes(name),
  );
  const parameters = (name: ForwardedName) => (endpoints[name].path.match(/\{/g) ?? []).length;
  return names.sort((a, b) => parameters(a) - parameters(b));
}

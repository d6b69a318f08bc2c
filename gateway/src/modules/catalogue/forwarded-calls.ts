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

/** The calls of the catalogue that are forwarded as they are. */
export function forwardedNames(): ForwardedName[] {
  const served: readonly string[] = SERVED_BY_FEATURES;
  return (Object.keys(endpoints) as EndpointName[]).filter(
    (name): name is ForwardedName => !served.includes(name),
  );
}

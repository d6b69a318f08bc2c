import {
  type ApiEndpointName,
  apiEndpointRoutes,
  type EndpointPath,
  type EndpointQuery,
  type EndpointRoute,
} from './endpoints';
import { fillPath, type PathParameterName, type PathParameters, withQuery } from './fill-path';

type QueryArgument<N extends ApiEndpointName> = [EndpointQuery<N>] extends [never]
  ? []
  : [query?: EndpointQuery<N>];

/**
 * The arguments of `pathOf` after the name: the path's parameters (required exactly when it has
 * some; `{}` before a query when it has none), then the query of a call that takes one.
 */
export type PathOfArguments<N extends ApiEndpointName> = [PathParameterName<EndpointPath<N>>] extends [never]
  ? [EndpointQuery<N>] extends [never]
    ? []
    : [parameters?: Record<string, never>, ...QueryArgument<N>]
  : [parameters: PathParameters<EndpointPath<N>>, ...QueryArgument<N>];

/** A call's route by its name; an unknown name (a cast, a name from a string) throws naming it. */
export function routeOf(name: string): EndpointRoute {
  const route: EndpointRoute | undefined = Object.hasOwn(apiEndpointRoutes, name)
    ? apiEndpointRoutes[name as ApiEndpointName]
    : undefined;
  if (!route) {
    throw new Error(`No catalogue call is named '${name}'`);
  }
  return route;
}

/**
 * A catalogue call's path with its parameters filled, by the call's name: `pathOf('vipList')`,
 * `pathOf('userList', { token: 'me' })`, `pathOf('fleetNearest', {}, { lat: 50.5, lng: 14.1 })`. A
 * missing or unknown parameter or query field does not compile; the query may be left out (to test
 * its 400).
 */
export function pathOf<N extends ApiEndpointName>(
  name: N,
  ...[parameters, query]: PathOfArguments<N>
): string {
  const path = routeOf(name).path as EndpointPath<N>;
  return withQuery(
    fillPath(path, (parameters ?? {}) as PathParameters<EndpointPath<N>>),
    query as Readonly<Record<string, unknown>> | undefined,
  );
}

import { type ApiEndpointName, apiEndpointRoutes, type EndpointPath } from './endpoints';
import { fillPath, type PathParameterName, type PathParameters } from './fill-path';

/** The parameters argument of `pathOf`: required exactly when the path has parameters. */
export type PathOfArguments<N extends ApiEndpointName> = [PathParameterName<EndpointPath<N>>] extends [never]
  ? []
  : [parameters: PathParameters<EndpointPath<N>>];

/**
 * A catalogue call's path with its parameters filled, by the call's name: `pathOf('vipList')`,
 * `pathOf('userList', { token: 'me' })`. A missing or unknown parameter does not compile.
 */
export function pathOf<N extends ApiEndpointName>(name: N, ...[parameters]: PathOfArguments<N>): string {
  const path: EndpointPath<N> = apiEndpointRoutes[name].path;
  return fillPath(path, (parameters ?? {}) as PathParameters<EndpointPath<N>>);
}

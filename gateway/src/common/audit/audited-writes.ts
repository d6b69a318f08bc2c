import { type ApiEndpointName, apiEndpointRoutes, type EndpointRoute } from '@taxi/contracts';

type Routes = typeof apiEndpointRoutes;

/**
 * Every call of the catalogue that an admin makes to change data: a POST with admin access that is
 * not read-only (the specification's and the gateway's own). A new write joins by its entry alone.
 */
export type AuditedWrite = {
  [N in ApiEndpointName]: Routes[N] extends { method: 'POST'; access: 'admin' }
    ? Routes[N] extends { readOnly: true }
      ? never
      : N
    : never;
}[ApiEndpointName];

export function isAuditedWrite(name: ApiEndpointName): name is AuditedWrite {
  const route: EndpointRoute = apiEndpointRoutes[name];
  return route.method === 'POST' && route.access === 'admin' && !route.readOnly;
}

export function auditedWrites(): AuditedWrite[] {
  return (Object.keys(apiEndpointRoutes) as ApiEndpointName[]).filter(isAuditedWrite);
}

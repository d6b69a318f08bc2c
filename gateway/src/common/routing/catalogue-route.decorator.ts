import { applyDecorators, Get, HttpCode, Post, SetMetadata } from '@nestjs/common';
import { type ApiEndpointName, apiEndpoints, type Endpoint } from '@taxi/contracts';
import { Public } from '@/common/auth/public.decorator';

/** `/api/user/{token}` → `/api/user/:token`: the catalogue's parameters in Express's syntax. */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** 201 for a creation, 204 for a call without an answer, 200 otherwise. */
export function successStatus(endpoint: Endpoint): 200 | 201 | 204 {
  if (!endpoint.response) {
    return 204;
  }
  return endpoint.created ? 201 : 200;
}

/** Metadata naming the catalogue call a handler serves (read by the audit trail). */
export const CATALOGUE_NAME_KEY = 'catalogueName';

/**
 * Serves one call of the catalogue (`contracts/src/api/endpoints.ts`): its method and path, its
 * success status, and no session check when the catalogue makes it public. Use with `@Controller()`
 * without a prefix, so the path is exactly the catalogue's.
 */
export function CatalogueRoute(name: ApiEndpointName): MethodDecorator {
  const endpoint: Endpoint = apiEndpoints[name];
  const path = routePath(endpoint.path);
  return applyDecorators(
    endpoint.method === 'GET' ? Get(path) : Post(path),
    HttpCode(successStatus(endpoint)),
    SetMetadata(CATALOGUE_NAME_KEY, name),
    ...(endpoint.access === 'public' ? [Public()] : []),
  );
}

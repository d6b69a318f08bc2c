import { createParamDecorator, type ExecutionContext, type Type } from '@nestjs/common';
import {
  type ApiEndpointName,
  apiEndpoints,
  type ApiResponse,
  type Endpoint,
  type EndpointBodyOutput,
  type EndpointParams,
  type EndpointParamsOutput,
  type EndpointQueryOutput,
} from '@taxi/contracts';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Caller } from '@/common/auth/caller';
import { SESSION_EXPIRED_MESSAGE } from '@/common/auth/admin.guard';
import { sessionCallerOf } from '@/common/auth/session-caller.decorator';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { type InputIssue, inputIssues, invalidInput } from '@/common/validation/validation-error';
import { CatalogueRoute } from './catalogue-route.decorator';

/** An admin call's caller is the checked session; a public call's may be none. */
export type CallerFor<N extends ApiEndpointName> = (typeof apiEndpoints)[N]['access'] extends 'admin'
  ? Caller
  : Caller | null;

type Part<T> = [T] extends [never] ? undefined : T;

/**
 * A call as its handler receives it, everything from the call's entry: the session's caller (reporting
 * skipped records into this answer), and the path parameters (but `{token}`), query and body, each
 * validated by the entry's schema (`undefined` where the entry has none).
 */
export type CatalogueCall<N extends ApiEndpointName> = {
  caller: CallerFor<N>;
  params: keyof EndpointParams<N> extends never ? undefined : EndpointParamsOutput<N>;
  query: Part<EndpointQueryOutput<N>>;
  body: Part<EndpointBodyOutput<N>>;
};

/** What a handler answers: the entry's response (nothing for a call without one, 204). */
export type CatalogueAnswer<N extends ApiEndpointName> = ApiResponse<N> | Promise<ApiResponse<N>>;

function admit(schema: z.ZodType | undefined, value: unknown, where: string, issues: InputIssue[]): unknown {
  if (!schema) {
    return undefined;
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    issues.push(...inputIssues(where, result.error, value));
    return undefined;
  }
  return result.data;
}

/**
 * A request read as a call of `name`: 401 for an admin call without the session the guard verified,
 * 400 naming every bad path parameter, query field and body field at once.
 */
export function readCatalogueCall(
  name: ApiEndpointName,
  request: Request,
  response: Response,
): CatalogueCall<ApiEndpointName> {
  const endpoint: Endpoint = apiEndpoints[name];
  const caller = sessionCallerOf(request, response);
  if (endpoint.access === 'admin' && !caller) {
    throw ApiHttpException.of(401, SESSION_EXPIRED_MESSAGE);
  }
  const issues: InputIssue[] = [];
  const call = {
    caller,
    params: admit(endpoint.params, request.params, 'params', issues),
    query: admit(endpoint.query, request.query, 'query', issues),
    body: admit(endpoint.body, request.body, 'body', issues),
  };
  if (issues.length > 0) {
    throw invalidInput(issues);
  }
  return call as CatalogueCall<ApiEndpointName>;
}

/** The handler's first argument: the request read as the call of `name` (`readCatalogueCall`). */
const CallOf = createParamDecorator((name: ApiEndpointName, context: ExecutionContext) => {
  const http = context.switchToHttp();
  return readCatalogueCall(name, http.getRequest<Request>(), http.getResponse<Response>());
});

/**
 * Serves one call of the catalogue with a controller method that takes the call
 * (`CatalogueCall<'name'>`) as its first argument: route, status and session check from the entry
 * (`@CatalogueRoute`), the input validated by the entry's schemas.
 */
export function CatalogueHandler(name: ApiEndpointName): MethodDecorator {
  return (target, key, descriptor) => {
    CallOf(name)(target, key, 0);
    CatalogueRoute(name)(target, key, descriptor);
  };
}

/**
 * Adds a method serving `name` to a controller class, decorated as `@CatalogueHandler(name)` would
 * decorate a hand-written one (the generic controllers build their routes so).
 */
export function addCatalogueHandler<T, N extends ApiEndpointName>(
  controller: Type<T>,
  name: N,
  handle: (this: T, call: CatalogueCall<N>) => unknown,
): void {
  const prototype = controller.prototype as object;
  Object.defineProperty(prototype, name, { value: handle, writable: true, configurable: true });
  const descriptor = Object.getOwnPropertyDescriptor(prototype, name) as PropertyDescriptor;
  CatalogueHandler(name)(prototype, name, descriptor);
}

/**
 * Names in the order their routes must be added: Express matches in that order, so a path with
 * fewer parameters first (`/api/x/{a}` must not catch `/api/x/static`).
 */
export function inRouteOrder<N extends ApiEndpointName>(names: readonly N[]): N[] {
  const parameters = (name: N) => (apiEndpoints[name].path.match(/\{/g) ?? []).length;
  return [...names].sort((a, b) => parameters(a) - parameters(b));
}

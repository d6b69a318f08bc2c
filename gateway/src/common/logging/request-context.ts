import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { REQUEST_ID_HEADER } from './logger.options';

export const TRACEPARENT_HEADER = 'traceparent';
// W3C Trace Context, version 00: trace id and parent id must not be all zeros.
const TRACEPARENT = /^00-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-[0-9a-f]{2}$/;

/** What every outbound call made for one incoming request carries, so one id finds it everywhere. */
export type RequestContext = { requestId: string; traceparent?: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** The request being served, if any (a fleet poll or a socket event serves none). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** The headers that carry the current request onward: `X-Request-Id` and, when it came, `traceparent`. */
export function forwardedRequestHeaders(): Record<string, string> {
  const context = storage.getStore();
  if (!context) {
    return {};
  }
  return {
    [REQUEST_ID_HEADER]: context.requestId,
    ...(context.traceparent ? { [TRACEPARENT_HEADER]: context.traceparent } : {}),
  };
}

/** Runs the rest of the request inside its context (after the request logger gave it its id). */
export function requestContext(request: Request, _response: Response, next: NextFunction): void {
  const incoming = request.headers[TRACEPARENT_HEADER];
  const traceparent =
    typeof incoming === 'string' && TRACEPARENT.test(incoming.trim()) ? incoming.trim() : undefined;
  // pino-http's id: the caller's valid X-Request-Id, or a new UUID.
  const requestId = typeof request.id === 'string' ? request.id : randomUUID();
  storage.run({ requestId, ...(traceparent ? { traceparent } : {}) }, next);
}

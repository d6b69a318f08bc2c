import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Caller } from './caller';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { skippedRecordsHeader } from '@/common/web/skipped-records-header';
import { SESSION_EXPIRED_MESSAGE } from './admin.guard';
import { verifiedSession } from './request-token';

/** The session the guard verified for this request, if any, reporting into this request's answer. */
export function sessionCallerOf(request: Request, response: Response): Caller | null {
  const session = verifiedSession(request);
  return session ? { token: session.token, report: skippedRecordsHeader(response) } : null;
}

/** The admin session the guard verified for this request, reporting into this request's answer. */
export const SessionCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  const http = context.switchToHttp();
  const caller = sessionCallerOf(http.getRequest<Request>(), http.getResponse<Response>());
  if (!caller) {
    throw ApiHttpException.of(401, SESSION_EXPIRED_MESSAGE);
  }
  return caller;
});

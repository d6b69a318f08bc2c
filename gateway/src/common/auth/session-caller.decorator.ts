import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Caller } from './caller';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { skippedRecordsHeader } from '@/common/web/skipped-records-header';
import { SESSION_EXPIRED_MESSAGE } from './admin.guard';
import { verifiedSession } from './request-token';

/** The admin session the guard verified for this request, reporting into this request's answer. */
export const SessionCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  const http = context.switchToHttp();
  const session = verifiedSession(http.getRequest<Request>());
  if (!session) {
    throw ApiHttpException.of(401, SESSION_EXPIRED_MESSAGE);
  }
  return { token: session.token, report: skippedRecordsHeader(http.getResponse<Response>()) };
});

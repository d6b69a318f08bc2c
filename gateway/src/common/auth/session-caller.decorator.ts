import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Caller } from '../../upstream/upstream.port';
import { ApiHttpException } from '../errors/api-http.exception';
import { SESSION_EXPIRED_MESSAGE } from './admin.guard';
import { verifiedSession } from './request-token';

/** The admin session the guard verified for this request. */
export const SessionCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  const session = verifiedSession(context.switchToHttp().getRequest<Request>());
  if (!session) {
    throw ApiHttpException.of(401, SESSION_EXPIRED_MESSAGE);
  }
  return { token: session.token };
});

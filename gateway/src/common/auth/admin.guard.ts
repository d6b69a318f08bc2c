import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type ApiEndpointName, SESSION_IDLE_CODE, TokenParamSchema } from '@taxi/contracts';
import type { Request } from 'express';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { validationError } from '@/common/validation/validation-error';
import { isAuditedWrite } from '@/common/audit/audited-writes';
import { CATALOGUE_NAME_KEY } from '@/common/routing/catalogue-route.decorator';
import { AppConfig } from '@/config/app-config';
import { IS_PUBLIC_KEY, IS_PUBLIC_OUTSIDE_PRODUCTION_KEY } from './public.decorator';
import { rememberVerifiedSession, requestToken } from './request-token';
import { SessionCheck } from './session-check';
import { SessionRecords } from './session-records';

export const SESSION_EXPIRED_MESSAGE = 'Přihlášení vypršelo. Přihlaste se prosím znovu.';
export const SESSION_IDLE_MESSAGE = 'Obrazovka se zamkla po nečinnosti. Zadejte prosím heslo.';

/**
 * Every route needs a valid admin token unless marked `@Public()`. A session without input for the
 * idle time is locked (401 `session-idle`: the screen asks for the password again); a write or the
 * screen's activity signal is input, a read (background refreshes) is not.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionCheck,
    private readonly records: SessionRecords,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic =
      this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, targets) ||
      (this.config.nodeEnv !== 'production' &&
        this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_OUTSIDE_PRODUCTION_KEY, targets));
    if (isPublic || context.getType() !== 'http') {
      return true;
    }
    const request = context.switchToHttp().getRequest<Request>();
    this.rejectMalformedPathToken(request);
    const found = requestToken(request);
    if (!found || !(await this.sessions.isValid(found.token, request.ip ?? 'unknown'))) {
      throw ApiHttpException.of(401, SESSION_EXPIRED_MESSAGE);
    }
    if (await this.records.isIdle(found.token)) {
      throw new ApiHttpException(401, { message: SESSION_IDLE_MESSAGE, code: SESSION_IDLE_CODE });
    }
    const name = this.reflector.get<ApiEndpointName | undefined>(CATALOGUE_NAME_KEY, context.getHandler());
    if (name === 'sessionActivity' || (name !== undefined && isAuditedWrite(name))) {
      await this.records.touch(found.token);
    }
    rememberVerifiedSession(request, found);
    return true;
  }

  // A garbage `{token}` segment is bad input (400), not an unknown session.
  private rejectMalformedPathToken(request: Request): void {
    const params = request.params as Record<string, string | undefined> | undefined;
    if (params?.token === undefined) {
      return;
    }
    const parsed = TokenParamSchema.safeParse(params.token);
    if (!parsed.success) {
      throw validationError('params.token', parsed.error, params.token);
    }
  }
}

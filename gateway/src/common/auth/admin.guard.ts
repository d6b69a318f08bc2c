import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { TokenParamSchema } from '@taxi/contracts';
import type { Request } from 'express';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { validationError } from '@/common/validation/validation-error';
import { AppConfig } from '@/config/app-config';
import { IS_PUBLIC_KEY, IS_PUBLIC_OUTSIDE_PRODUCTION_KEY } from './public.decorator';
import { rememberVerifiedSession, requestToken } from './request-token';
import { SessionCheck } from './session-check';

export const SESSION_EXPIRED_MESSAGE = 'Přihlášení vypršelo. Přihlaste se prosím znovu.';

/** Every route needs a valid admin token unless marked `@Public()`. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionCheck,
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

import { Controller, Header, Req, Res } from '@nestjs/common';
import {
  type Ack,
  type LoginRequest,
  LoginRequestSchema,
  type LoginResponse,
  type LogoutRequest,
  LogoutRequestSchema,
  type SessionInfo,
  SESSION_TOKEN_ALIAS,
  TokenParamSchema,
} from '@taxi/contracts';
import type { Request, Response } from 'express';
import { SESSION_EXPIRED_MESSAGE } from '@/common/auth/admin.guard';
import { SessionRecords } from '@/common/auth/session-records';
import { sessionToken } from '@/common/auth/request-token';
import { SessionCheck } from '@/common/auth/session-check';
import { clearSessionCookies, setSessionCookies } from '@/common/auth/session-cookies';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { CatalogueRoute } from '@/common/routing/catalogue-route.decorator';
import { type CatalogueCall, CatalogueHandler } from '@/common/routing/catalogue-handler';
import { ValidBody, ValidParam } from '@/common/validation/zod-validation.pipe';
import { AppConfig } from '@/config/app-config';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookies';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionCheck,
    private readonly devices: DeviceCookies,
    private readonly records: SessionRecords,
    private readonly config: AppConfig,
  ) {}

  @CatalogueRoute('login')
  async login(
    @ValidBody(LoginRequestSchema) credentials: LoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResponse> {
    const device = this.devices.read(request, credentials.username);
    const previous = sessionToken(request)?.token;
    const session = await this.auth.login(credentials, request.ip ?? 'unknown', device);
    setSessionCookies(request, response, session.accessToken, this.config);
    // The name as typed, kept by the gateway with the session: the audit trail says who acted.
    // A browser says how it fetched (Sec-Fetch-Mode); programs, a gateway forwarding here among them, do not.
    const screen = typeof request.headers['sec-fetch-mode'] === 'string';
    await this.records.started(session.accessToken, credentials.username, { screen });
    // Signing in again in this browser (the idle lock) supersedes the session it held.
    if (previous && previous !== session.accessToken && (await this.records.nameOf(previous)) !== null) {
      await this.auth.supersede(previous);
    }
    // A fresh device cookie on every success (OWASP "device cookies"): this browser is now trusted.
    this.devices.issue(request, response, credentials.username);
    return session;
  }

  /** Logout: the session ends locally (cookies cleared) whatever the upstream answers. */
  @CatalogueRoute('logout')
  async logout(
    @ValidBody(LogoutRequestSchema) body: LogoutRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Ack> {
    clearSessionCookies(request, response, this.config);
    const token = body.token ?? sessionToken(request)?.token;
    if (!token) {
      throw ApiHttpException.of(401, SESSION_EXPIRED_MESSAGE);
    }
    await this.auth.logout(token, request.ip ?? 'unknown');
    return { ok: true };
  }

  /** Who this session is and when it locks (the admin's lock screen asks for this name's password). */
  @CatalogueHandler('sessionInfo')
  async sessionInfo({ caller }: CatalogueCall<'sessionInfo'>): Promise<SessionInfo> {
    return {
      admin: caller ? await this.records.nameOf(caller.token) : null,
      idleTimeoutMs: this.records.idleTimeoutMs,
    };
  }

  /** Input on the admin's screen: the guard has renewed the session's activity already. */
  @CatalogueHandler('sessionActivity')
  sessionActivity(): Ack {
    return { ok: true };
  }

  /** The documented token check; `me` checks this browser's session cookie. */
  @CatalogueRoute('tokenCheck')
  @Header('Content-Type', 'application/json; charset=utf-8')
  async checkToken(
    @ValidParam('token', TokenParamSchema) token: string,
    @Req() request: Request,
  ): Promise<string> {
    const actual = token === SESSION_TOKEN_ALIAS ? sessionToken(request)?.token : token;
    const valid = actual ? await this.sessions.isValid(actual, request.ip ?? 'unknown') : false;
    // Nest sends a bare boolean as text; serialise it so clients read JSON `true`/`false`.
    return JSON.stringify(valid);
  }
}

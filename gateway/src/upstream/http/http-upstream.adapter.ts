import {
  endpoints,
  LoginResponseSchema,
  type AddMonthlyItemRequest,
  type AdminRoleRequest,
  type BlacklistRequest,
  type ContactMessage,
  type CreateOrderRequest,
  type DeleteMonthlyItemRequest,
  type Endpoint,
  type EndpointName,
  type EndpointResponse,
  type LoginRequest,
  type LoginResponse,
  type MonthRequest,
  type NotificationCreateRequest,
  type OrderDeleteRequest,
  type RemoveWorkHoursRequest,
  type SetWorkHoursRequest,
  type SosDismissRequest,
  type UserIdRequest,
  type VipCreateRequest,
} from '@taxi/contracts';
import { UpstreamError } from '../upstream.errors';
import { type Caller, UpstreamPort } from '../upstream.port';
import { isSuccess, rejectionFor, tokenVerdict } from './answer-mapping';
import { type AckEndpointName, type EndpointCall, isWellFormedToken, requestFor } from './endpoint-request';
import { HttpClient, type HttpResponse, parseJson } from './http-client';
import { ReceivedBody } from './received-body';
import { TokenCache } from './token-cache';
import { ValidatedAnswerMemo } from './validated-answer-memo';

export type HttpUpstreamOptions = {
  /** No trailing slash; may carry a path prefix. */
  baseUrl: string;
  connectTimeoutMs: number;
  responseTimeoutMs: number;
  /** How long a token check is trusted; 0 asks the upstream every time. */
  tokenCacheMs: number;
};

const READINESS_PROBE_TOKEN = 'readiness-probe';

/** Forwards every call to the real upstream that speaks the documented API of the endpoint catalogue. */
export class HttpUpstream extends UpstreamPort {
  private readonly client: HttpClient;
  private readonly tokens: TokenCache;
  private readonly answers = new ValidatedAnswerMemo();

  constructor(options: HttpUpstreamOptions, client?: HttpClient) {
    super();
    this.client = client ?? new HttpClient(options);
    this.tokens = new TokenCache(options.tokenCacheMs);
  }

  /** Releases pooled keep-alive sockets (graceful shutdown, tests). */
  close(): void {
    this.client.close();
    this.answers.clear();
  }

  async ping(): Promise<void> {
    // Any answer below 500 proves the upstream is up; the client throws for the rest.
    await this.client.request({
      ...requestFor('tokenCheck', { token: READINESS_PROBE_TOKEN }),
      successBody: 'ignore',
    });
  }

  async login(credentials: LoginRequest): Promise<LoginResponse | null> {
    const { status, body } = await this.send('login', { body: credentials });
    if (status === 400 || status === 401 || status === 403) {
      return null;
    }
    if (!isSuccess(status)) {
      throw rejectionFor(status, body);
    }
    const parsed = LoginResponseSchema.safeParse(body);
    if (parsed.success) {
      return parsed.data;
    }
    if (hasAccessToken(body)) {
      throw UpstreamError.badResponse();
    }
    return null;
  }

  async logout(token: string): Promise<void> {
    this.tokens.evict(token);
    try {
      await this.command('logout', { token, body: { token } });
    } finally {
      // A check that started while logging out must not leave the token trusted.
      this.tokens.evict(token);
    }
  }

  checkToken(token: string): Promise<boolean> {
    if (!isWellFormedToken(token)) {
      return Promise.resolve(false);
    }
    return this.tokens.check(token, async () => {
      const { status, body } = await this.send('tokenCheck', { token });
      if (status === 401 || status === 403 || status === 404) {
        return false;
      }
      if (!isSuccess(status)) {
        throw rejectionFor(status, body, token);
      }
      return tokenVerdict(body);
    });
  }

  sendWebEmail(message: ContactMessage) {
    return this.command('sendWebEmail', { body: message });
  }
  loginHistory(caller: Caller) {
    return this.query('loginHistory', caller);
  }

  sosList(caller: Caller) {
    return this.query('sosList', caller);
  }
  sosDismiss(caller: Caller, request: SosDismissRequest) {
    return this.adminCommand('sosDismiss', caller, request);
  }

  vipList(caller: Caller) {
    return this.query('vipList', caller);
  }
  vipCreate(caller: Caller, request: VipCreateRequest) {
    return this.query('vipCreate', caller, { body: request });
  }

  userList(caller: Caller) {
    return this.query('userList', caller);
  }
  blacklistAdd(caller: Caller, request: BlacklistRequest) {
    return this.adminCommand('blacklistAdd', caller, request);
  }
  blacklistRemove(caller: Caller, request: BlacklistRequest) {
    return this.adminCommand('blacklistRemove', caller, request);
  }
  userDelete(caller: Caller, request: UserIdRequest) {
    return this.adminCommand('userDelete', caller, request);
  }

  notificationList(caller: Caller) {
    return this.query('notificationList', caller);
  }
  notificationCreate(caller: Caller, request: NotificationCreateRequest) {
    return this.query('notificationCreate', caller, { body: request });
  }

  balance(caller: Caller) {
    return this.query('balance', caller);
  }

  orderList(caller: Caller) {
    return this.query('orderList', caller);
  }
  orderDelete(caller: Caller, request: OrderDeleteRequest) {
    return this.adminCommand('orderDelete', caller, request);
  }
  orderMapData(caller: Caller) {
    return this.query('orderMapData', caller);
  }
  orderCreate(caller: Caller, request: CreateOrderRequest & { token: string }) {
    return this.adminCommand('orderCreate', caller, request);
  }

  workHoursList(caller: Caller) {
    return this.query('workHoursList', caller);
  }
  workHoursSet(caller: Caller, request: SetWorkHoursRequest & { token: string }) {
    return this.adminCommand('workHoursSet', caller, request);
  }
  workHoursRemove(caller: Caller, request: RemoveWorkHoursRequest & { token: string }) {
    return this.adminCommand('workHoursRemove', caller, request);
  }

  driverList(caller: Caller) {
    return this.query('driverList', caller);
  }
  driverAdd(caller: Caller, request: UserIdRequest) {
    return this.adminCommand('driverAdd', caller, request);
  }
  driverRemove(caller: Caller, request: UserIdRequest) {
    return this.adminCommand('driverRemove', caller, request);
  }
  driverTokens(caller: Caller) {
    return this.query('driverTokens', caller);
  }
  driverToken(caller: Caller, driverId: number) {
    return this.query('driverToken', caller, { driverId });
  }

  adminSet(caller: Caller, request: AdminRoleRequest & { token: string }) {
    return this.adminCommand('adminSet', caller, request);
  }
  adminRemove(caller: Caller, request: AdminRoleRequest & { token: string }) {
    return this.adminCommand('adminRemove', caller, request);
  }

  earnings(caller: Caller, request: MonthRequest) {
    return this.query('earnings', caller, { body: request });
  }
  monthlyList(caller: Caller, request: MonthRequest) {
    return this.query('monthlyList', caller, { body: request });
  }
  monthlyAdd(caller: Caller, request: AddMonthlyItemRequest) {
    return this.query('monthlyAdd', caller, { body: request });
  }
  monthlyDelete(caller: Caller, request: DeleteMonthlyItemRequest) {
    return this.adminCommand('monthlyDelete', caller, request);
  }

  /** A call whose 2xx answer must match the catalogue's response schema. */
  private async query<N extends EndpointName>(
    name: N,
    caller: Caller,
    call: Omit<EndpointCall, 'token'> = {},
  ): Promise<EndpointResponse<N>> {
    const request = {
      ...requestFor(name, { ...call, token: caller.token }),
      successBody: 'raw' as const,
      expectedBody: this.answers.lastBytes(name),
    };
    const { status, body, raw } = await this.client.request(request);
    if (!isSuccess(status)) {
      throw rejectionFor(status, body, caller.token);
    }
    const endpoint: Endpoint = endpoints[name];
    return this.answers.resolve(name, raw ?? ReceivedBody.of(Buffer.alloc(0)), (bytes) => {
      const parsed = parseJson(bytes);
      const valid = parsed.ok ? endpoint.response.safeParse(parsed.value) : undefined;
      if (!valid?.success) {
        throw UpstreamError.badResponse();
      }
      return valid.data;
    }) as EndpointResponse<N>;
  }

  private adminCommand(name: AckEndpointName, caller: Caller, body: unknown): Promise<void> {
    return this.command(name, { token: caller.token, body });
  }

  /** A call whose answer the product does not read. */
  private async command(name: AckEndpointName, call: EndpointCall): Promise<void> {
    const { status, body } = await this.send(name, call);
    if (!isSuccess(status)) {
      throw rejectionFor(status, body, call.token);
    }
  }

  private send(name: EndpointName, call: EndpointCall): Promise<HttpResponse> {
    return this.client.request(requestFor(name, call));
  }
}

function hasAccessToken(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'accessToken' in body && Boolean(body.accessToken);
}

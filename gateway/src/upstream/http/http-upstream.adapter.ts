import {
  type AddMonthlyItemRequest,
  type AdminRoleRequest,
  type BlacklistRequest,
  type ContactMessage,
  type CreateOrderRequest,
  type CreatedMonthlyItem,
  type CreatedNotification,
  type CreatedVip,
  type DeleteMonthlyItemRequest,
  type EndpointBody,
  endpoints,
  type EndpointName,
  type EndpointResponse,
  type LoginRequest,
  type LoginResponse,
  LoginResponseSchema,
  type MonthRequest,
  type NotificationCreateRequest,
  type OrderDeleteRequest,
  type RemoveWorkHoursRequest,
  type SetWorkHoursRequest,
  type SosDismissRequest,
  type UserIdRequest,
  type VipCreateRequest,
} from '@taxi/contracts';
import { Logger } from '@nestjs/common';
import { UpstreamDiagnostics } from '../upstream-diagnostics';
import { UpstreamError } from '../upstream.errors';
import { type Caller, UpstreamPort } from '../upstream.port';
import { isSuccess, loginTokenOf, rejectionFor, tokenVerdict } from './answer-mapping';
import {
  type AckEndpointName,
  BEARER_TOKEN_HEADER,
  type EndpointCall,
  isWellFormedToken,
  requestFor,
} from './endpoint-request';
import type { TokenHeader } from '../../config/app-config';
import { parseJson } from '../../common/net/outbound-http';
import { HttpClient, type HttpRequest, type HttpResponse } from './http-client';
import { InFlightReads } from './in-flight-reads';
import { AnswerReader } from './reading/answer-reader';
import { ReadingLog } from './reading/reading-log';
import type { ReadingProblem } from './reading/reading-problem';
import { ReceivedBody } from '../../common/net/received-body';
import { TokenCache } from './token-cache';
import { ValidatedAnswerMemo } from './validated-answer-memo';

export type HttpUpstreamOptions = {
  /** No trailing slash; may carry a path prefix. */
  baseUrl: string;
  connectTimeoutMs: number;
  responseTimeoutMs: number;
  /** How long a token check is trusted; 0 asks the upstream every time. */
  tokenCacheMs: number;
  /** How the admin token travels on admin calls and the token check (default: `Authorization: Bearer`). */
  tokenHeader?: TokenHeader;
  /** IANA zone of the upstream's dates that carry no offset (default Europe/Prague). */
  timeZone?: string;
  /** Shared with the status page; a private one when not given. */
  diagnostics?: UpstreamDiagnostics;
};

/** Creations whose answer the gateway shows: the record, read leniently, or read back from the list. */
type CreationName = 'vipCreate' | 'notificationCreate' | 'monthlyAdd';

const READINESS_PROBE_TOKEN = 'readiness-probe';

/** Forwards every call to the real upstream that speaks the documented API of the endpoint catalogue. */
export class HttpUpstream extends UpstreamPort {
  private readonly client: HttpClient;
  private readonly tokens: TokenCache;
  private readonly answers = new ValidatedAnswerMemo();
  private readonly reads = new InFlightReads<HttpResponse>();
  private readonly tokenHeader: TokenHeader;
  private readonly reader: AnswerReader;
  private readonly diagnostics: UpstreamDiagnostics;
  private readonly logger = new Logger('HttpUpstream');
  private readonly unknownVerdictShapes = new Set<string>();

  constructor(options: HttpUpstreamOptions, client?: HttpClient) {
    super();
    this.client = client ?? new HttpClient(options);
    this.tokens = new TokenCache(options.tokenCacheMs);
    this.tokenHeader = options.tokenHeader === undefined ? BEARER_TOKEN_HEADER : options.tokenHeader;
    this.diagnostics = options.diagnostics ?? new UpstreamDiagnostics();
    // A coercion is the server's dialect (info); a record left out or repaired is worth a warning.
    const log = new ReadingLog((message, problem) =>
      problem.kind === 'coerced'
        ? this.logger.log({ ...problem }, message)
        : this.logger.warn({ ...problem }, message),
    );
    this.reader = new AnswerReader({ timeZone: options.timeZone ?? 'Europe/Prague' }, (problem) =>
      log.note(problem),
    );
  }

  /** Releases pooled keep-alive sockets (graceful shutdown, tests). */
  close(): void {
    this.client.close();
    this.answers.clear();
  }

  /** After an upstream event: reads that start now must not join one that began before the change. */
  forgetReadsInFlight(): void {
    this.reads.forget();
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
    const token = loginTokenOf(body);
    if (token === undefined) {
      return null;
    }
    const parsed = LoginResponseSchema.safeParse({ accessToken: token });
    if (!parsed.success) {
      this.noteProblem({
        call: 'login',
        kind: 'rejected',
        field: 'accessToken',
        expected: 'token',
        received: typeof token,
      });
      throw UpstreamError.badResponse();
    }
    return parsed.data;
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
    return this.tokens.check(token, () => this.askTokenCheck(token));
  }

  /** Only an explicit yes admits: any other answer, or a refusal of any status, is not a session. */
  private async askTokenCheck(token: string): Promise<boolean> {
    const answer = await this.client.request({
      ...requestFor('tokenCheck', { token }, this.tokenHeader),
      successBody: 'raw',
      answerServerErrors: true,
    });
    if (answer.status >= 500) {
      // Not a yes, but not a verdict to remember either: the next request asks again.
      throw UpstreamError.unauthorized();
    }
    if (!isSuccess(answer.status)) {
      return false;
    }
    const parsed = parseJson(answer.raw?.bytes() ?? Buffer.alloc(0));
    const verdict = tokenVerdict(parsed.ok ? parsed.value : undefined);
    if (verdict.unknownShape) {
      this.noteUnknownVerdict(verdict.unknownShape);
    }
    return verdict.valid;
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
  vipCreate(caller: Caller, request: VipCreateRequest): Promise<CreatedVip> {
    return this.create('vipCreate', caller, request, async () =>
      (await this.vipList(quiet(caller))).find((vip) => vip.code === request.code),
    );
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
  notificationCreate(caller: Caller, request: NotificationCreateRequest): Promise<CreatedNotification> {
    return this.create('notificationCreate', caller, request, async () =>
      newest(
        (await this.notificationList(quiet(caller))).filter(
          (sent) => sent.title === request.title && sent.content === request.content,
        ),
      ),
    );
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
  monthlyAdd(caller: Caller, request: AddMonthlyItemRequest): Promise<CreatedMonthlyItem> {
    const { month, year, name, price } = request;
    return this.create('monthlyAdd', caller, request, async () =>
      newest(
        (await this.monthlyList(quiet(caller), { month, year })).filter(
          (item) => item.name === name && item.price === price,
        ),
      ),
    );
  }
  monthlyDelete(caller: Caller, request: DeleteMonthlyItemRequest) {
    return this.adminCommand('monthlyDelete', caller, request);
  }

  /** A call whose 2xx answer is read into the catalogue's response shape (leniently, per record). */
  private async query<N extends EndpointName>(
    name: N,
    caller: Caller,
    call: Omit<EndpointCall, 'token'> = {},
  ): Promise<EndpointResponse<N>> {
    const request: HttpRequest = {
      ...requestFor(name, { ...call, token: caller.token }, this.tokenHeader),
      successBody: 'raw',
      expectedBody: this.answers.lastBytes(name),
    };
    const { raw } = await this.reads.share({ token: caller.token, ...request }, () =>
      this.admitted(name, caller.token, request),
    );
    const reading = this.answers.resolve(name, raw ?? ReceivedBody.of(Buffer.alloc(0)), (bytes) =>
      this.reader.read(name, bytes),
    );
    if (Array.isArray(reading.value)) {
      this.diagnostics.readList(name, reading.skipped);
      if (reading.skipped > 0) {
        caller.report?.skippedRecords(reading.skipped);
      }
    }
    return reading.value as EndpointResponse<N>;
  }

  /**
   * A creation: any 2xx means the server accepted it. The answer is the record it echoed, else the
   * record read back from its list, else what was sent (so the admin never re-sends an accepted write).
   */
  private async create<N extends CreationName>(
    name: N,
    caller: Caller,
    sent: EndpointBody<N>,
    readBack: () => Promise<EndpointResponse<N> | undefined>,
  ): Promise<EndpointResponse<N>> {
    const request: HttpRequest = {
      ...requestFor(name, { body: sent, token: caller.token }, this.tokenHeader),
      successBody: 'raw',
    };
    const { raw } = await this.admitted(name, caller.token, request);
    const parsed = parseJson(raw?.bytes() ?? Buffer.alloc(0));
    const echoed = parsed.ok ? this.reader.tryReadValue(name, parsed.value) : undefined;
    if (echoed && hasId(echoed.value)) {
      return echoed.value as EndpointResponse<N>;
    }
    const found = await readBack().catch(() => undefined);
    return found ?? (sent as EndpointResponse<N>);
  }

  private adminCommand(name: AckEndpointName, caller: Caller, body: unknown): Promise<void> {
    return this.command(name, { token: caller.token, body });
  }

  /** A call whose answer the product does not read: any 2xx is success, whatever the body. */
  private async command(name: AckEndpointName, call: EndpointCall): Promise<void> {
    const request = requestFor(name, call, this.tokenHeader);
    if (call.token !== undefined && endpoints[name].access === 'admin') {
      await this.admitted(name, call.token, request);
      return;
    }
    const { status, body } = await this.timed(request);
    if (!isSuccess(status)) {
      throw rejectionFor(status, body, call.token);
    }
  }

  private send(name: EndpointName, call: EndpointCall): Promise<HttpResponse> {
    return this.timed(requestFor(name, call, this.tokenHeader));
  }

  /**
   * An admin call's 2xx answer. A 401/403 on one call does not end the session by itself: the token
   * is checked again, past the cache; only a failed re-check does (401). Otherwise the server refused
   * this one call (502), and the admin stays where they are.
   */
  private async admitted(name: EndpointName, token: string, request: HttpRequest): Promise<HttpResponse> {
    const answer = await this.timed(request);
    if (isSuccess(answer.status)) {
      return answer;
    }
    if (answer.status === 401 || answer.status === 403) {
      this.tokens.evict(token);
      const stillValid = await this.checkToken(token);
      this.logger.warn(
        { call: name, status: answer.status, sessionStillValid: stillValid },
        'Upstream refused an admin call',
      );
      throw stillValid ? UpstreamError.accessRefused() : UpstreamError.unauthorized();
    }
    throw rejectionFor(answer.status, answer.body, token);
  }

  /** Every request, with its latency and failures noted for the status page. */
  private async timed(request: HttpRequest): Promise<HttpResponse> {
    const started = performance.now();
    try {
      const answer = await this.client.request(request);
      this.diagnostics.answered(performance.now() - started);
      return answer;
    } catch (error) {
      if (error instanceof UpstreamError) {
        this.diagnostics.failed(error.failure);
      }
      throw error;
    } finally {
      if (request.method !== 'GET') {
        // A write may have changed what the reads in flight are reading.
        this.reads.forget();
      }
    }
  }

  private noteProblem(problem: ReadingProblem): void {
    this.logger.warn({ ...problem }, 'Upstream answer rejected: not in a readable shape');
  }

  private noteUnknownVerdict(keys: string[]): void {
    const shape = keys.join(',');
    if (this.unknownVerdictShapes.has(shape) || this.unknownVerdictShapes.size >= 100) {
      return;
    }
    this.unknownVerdictShapes.add(shape);
    this.logger.warn({ call: 'tokenCheck', keys }, 'Token check answered in an unknown shape: not a session');
  }
}

function hasId(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'id' in value && value.id !== undefined;
}

/** The caller without its answer's report: a read-back's skipped records are not the creation's. */
function quiet(caller: Caller): Caller {
  return { token: caller.token };
}

/** The record with the highest id (the one just created, when several match). */
function newest<T extends { id: number }>(records: readonly T[]): T | undefined {
  return records.reduce<T | undefined>(
    (best, record) => (best && best.id > record.id ? best : record),
    undefined,
  );
}

import {
  AckSchema,
  type Endpoint,
  type EndpointName,
  type EndpointReading,
  type EndpointResponse,
  endpoints,
  type LoginRequest,
  type LoginResponse,
  LoginResponseSchema,
} from '@taxi/contracts';
import { Logger } from '@nestjs/common';
import type { Metrics } from '@/common/metrics/metrics';
import { UpstreamDiagnostics } from '@/upstream/upstream-diagnostics';
import { UpstreamError } from '@/upstream/upstream.errors';
import type { Caller } from '@/common/auth/caller';
import type { CallerOf, CallInput, CallInputArgument, EndpointResult } from '@/upstream/upstream-call';
import { UpstreamPort } from '@/upstream/upstream.port';
import { isSuccess, loginTokenOf, rejectionFor, tokenVerdict } from './answer-mapping';
import { BEARER_TOKEN_HEADER, type EndpointCall, isWellFormedToken, requestFor } from './endpoint-request';
import type { TokenHeader } from '@/config/app-config';
import { OutboundHttp } from '@/common/net/outbound-http';
import { parseJson } from '@/common/net/parse-json';
import type { ServiceAnswer, ServiceRequest } from '@/common/net/service-answer';
import { UPSTREAM_POLICY, TOKEN_CHECK_POLICY } from './upstream-policy';
import { InFlightReads } from './in-flight-reads';
import { AnswerReader } from './reading/answer-reader';
import { ReadingLog } from './reading/reading-log';
import type { ReadingProblem } from './reading/reading-problem';
import { ReceivedBody } from '@/common/net/received-body';
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
  /** Larger answers count as a bad response; 64 MB unless told otherwise. */
  maxResponseBytes?: number;
  /** Counts records left out, by call and field. */
  metrics?: Metrics;
};

const READINESS_PROBE_TOKEN = 'readiness-probe';
/** Larger answers count as a bad response (10,000 orders are ~3 MB). */
const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/** Forwards every call to the real upstream that speaks the documented API of the endpoint catalogue. */
export class HttpUpstream extends UpstreamPort {
  private readonly http: OutboundHttp;
  private readonly tokens: TokenCache;
  private readonly answers = new ValidatedAnswerMemo();
  private readonly reads = new InFlightReads<ServiceAnswer>();
  private readonly tokenHeader: TokenHeader;
  private readonly reader: AnswerReader;
  private readonly diagnostics: UpstreamDiagnostics;
  private readonly logger = new Logger('HttpUpstream');
  private readonly unknownVerdictShapes = new Set<string>();

  constructor(options: HttpUpstreamOptions) {
    super();
    this.http = new OutboundHttp({
      baseUrl: options.baseUrl,
      connectTimeoutMs: options.connectTimeoutMs,
      responseTimeoutMs: options.responseTimeoutMs,
      maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    });
    this.tokens = new TokenCache(options.tokenCacheMs);
    this.tokenHeader = options.tokenHeader === undefined ? BEARER_TOKEN_HEADER : options.tokenHeader;
    this.diagnostics = options.diagnostics ?? new UpstreamDiagnostics();
    // A coercion is the server's dialect (info); a record left out or repaired is worth a warning.
    const log = new ReadingLog((message, problem) =>
      problem.kind === 'coerced'
        ? this.logger.log({ ...problem }, message)
        : this.logger.warn({ ...problem }, message),
    );
    this.reader = new AnswerReader({ timeZone: options.timeZone ?? 'Europe/Prague' }, (problem) => {
      if (problem.kind === 'skipped') {
        options.metrics?.skippedRecord(problem.call, problem.field);
      }
      log.note(problem);
    });
  }

  /** Releases pooled keep-alive sockets (graceful shutdown, tests). */
  close(): void {
    this.http.close();
    this.answers.clear();
  }

  /** After an upstream event: reads that start now must not join one that began before the change. */
  forgetReadsInFlight(): void {
    this.reads.forget();
  }

  async ping(): Promise<void> {
    // Any answer below 500 proves the upstream is up; the client throws for the rest.
    await this.http.call(
      { ...requestFor('tokenCheck', { token: READINESS_PROBE_TOKEN }), successBody: 'ignore' },
      UPSTREAM_POLICY,
    );
  }

  /**
   * Every call is built from its catalogue entry: method, path and parameters, body (with the
   * session's token where the entry says), and how its answer is read (`reading`, else leniently
   * into its schema, or any 2xx for a command).
   */
  call<N extends EndpointName>(
    name: N,
    caller: CallerOf<N>,
    ...[input]: CallInputArgument<N>
  ): Promise<EndpointResult<N>> {
    const endpoint: Endpoint = endpoints[name];
    const given = (input ?? {}) as CallInput<N>;
    const params = given.params as EndpointCall['params'];
    const query = given.query as EndpointCall['query'];
    const call: EndpointCall = { token: caller?.token, body: given.body, params, query };
    return this.read(name, endpoint.reading, caller, call) as Promise<EndpointResult<N>>;
  }

  private read(
    name: EndpointName,
    reading: EndpointReading | undefined,
    caller: Caller | null,
    call: EndpointCall,
  ): Promise<unknown> {
    switch (reading?.kind) {
      case 'login':
        return this.login(call.body as LoginRequest);
      case 'tokenVerdict':
        return caller ? this.checkToken(caller.token) : Promise.resolve(false);
      case 'logout':
        return this.logout(name, call);
      case 'created':
      case 'updated':
        return this.create(name, callerOf(caller), call, reading.readBack);
      case undefined:
        return endpoints[name].response === AckSchema
          ? this.command(name, call)
          : this.query(name, callerOf(caller), call);
    }
  }

  private async login(credentials: LoginRequest): Promise<LoginResponse | null> {
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

  private async logout(name: EndpointName, call: EndpointCall): Promise<void> {
    const token = call.token ?? '';
    this.tokens.evict(token);
    try {
      await this.command(name, call);
    } finally {
      // A check that started while logging out must not leave the token trusted.
      this.tokens.evict(token);
    }
  }

  private checkToken(token: string): Promise<boolean> {
    if (!isWellFormedToken(token)) {
      return Promise.resolve(false);
    }
    return this.tokens.check(token, () => this.askTokenCheck(token));
  }

  /** Only an explicit yes admits: any other answer, or a refusal of any status, is not a session. */
  private async askTokenCheck(token: string): Promise<boolean> {
    const answer = await this.http.call(
      { ...requestFor('tokenCheck', { token }, this.tokenHeader), successBody: 'raw' },
      TOKEN_CHECK_POLICY,
    );
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

  /** A call whose 2xx answer is read into the catalogue's response shape (leniently, per record). */
  private async query<N extends EndpointName>(
    name: N,
    caller: Caller,
    call: EndpointCall,
  ): Promise<EndpointResponse<N>> {
    const request: ServiceRequest = {
      ...requestFor(name, call, this.tokenHeader),
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
   * A creation or a change: any 2xx means the server accepted it. The answer is the record it echoed,
   * else the record read back from its list (the entry's `readBack`), else what was sent (so the admin
   * never re-sends an accepted write).
   */
  private async create(
    name: EndpointName,
    caller: Caller,
    call: EndpointCall,
    readBack: Extract<EndpointReading, { kind: 'created' | 'updated' }>['readBack'],
  ): Promise<unknown> {
    const request: ServiceRequest = { ...requestFor(name, call, this.tokenHeader), successBody: 'raw' };
    const { raw } = await this.admitted(name, caller.token, request);
    const parsed = parseJson(raw?.bytes() ?? Buffer.alloc(0));
    const echoed = parsed.ok ? this.reader.tryReadValue(name, parsed.value) : undefined;
    if (echoed && hasId(echoed.value)) {
      return echoed.value;
    }
    const sent = (call.body ?? {}) as Record<string, unknown>;
    const found = await this.readBack(caller, sent, readBack).catch(() => undefined);
    return found ?? sent;
  }

  /** The newest record of the entry's list with the same matched fields as sent. */
  private async readBack(
    caller: Caller,
    sent: Record<string, unknown>,
    { list, same, ...rest }: Extract<EndpointReading, { kind: 'created' | 'updated' }>['readBack'],
  ): Promise<unknown> {
    const listBody = ('listBody' in rest ? rest.listBody : undefined) ?? [];
    const body =
      listBody.length > 0 ? Object.fromEntries(listBody.map((field) => [field, sent[field]])) : undefined;
    // The read-back's skipped records are not the creation's: no report.
    const records: unknown = await this.query(
      list as EndpointName,
      { token: caller.token },
      { token: caller.token, body },
    );
    const matching = (Array.isArray(records) ? (records as unknown[]) : []).filter(
      (record): record is { id: number } & Record<string, unknown> =>
        typeof record === 'object' &&
        record !== null &&
        typeof (record as { id?: unknown }).id === 'number' &&
        same.every((field) => (record as Record<string, unknown>)[field] === sent[field]),
    );
    return newest(matching);
  }

  /** A call whose answer the product does not read: any 2xx is success, whatever the body. */
  private async command(name: EndpointName, call: EndpointCall): Promise<void> {
    const request = requestFor(name, call, this.tokenHeader);
    const endpoint: Endpoint = endpoints[name];
    if (call.token !== undefined && endpoint.access === 'admin') {
      await this.admitted(name, call.token, request);
      return;
    }
    const { status, body } = await this.timed(request);
    if (!isSuccess(status)) {
      throw rejectionFor(status, body, call.token);
    }
  }

  private send(name: EndpointName, call: EndpointCall): Promise<ServiceAnswer> {
    return this.timed(requestFor(name, call, this.tokenHeader));
  }

  /**
   * An admin call's 2xx answer. A 401/403 on one call does not end the session by itself: the token
   * is checked again, past the cache; only a failed re-check does (401). Otherwise the server refused
   * this one call (502), and the admin stays where they are.
   */
  private async admitted(name: EndpointName, token: string, request: ServiceRequest): Promise<ServiceAnswer> {
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
  private async timed(request: ServiceRequest): Promise<ServiceAnswer> {
    const started = performance.now();
    try {
      const answer = await this.http.call(request, UPSTREAM_POLICY);
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

/** An admin call's caller; the catalogue makes the call admin-only, so the guard has checked one. */
function callerOf(caller: Caller | null): Caller {
  if (!caller) {
    throw UpstreamError.unauthorized();
  }
  return caller;
}

/** The record with the highest id (the one just created, when several match). */
function newest<T extends { id: number }>(records: readonly T[]): T | undefined {
  return records.reduce<T | undefined>(
    (best, record) => (best && best.id > record.id ? best : record),
    undefined,
  );
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import type { DestinationStream } from 'pino';
import { type HttpLogger, type Options, pinoHttp } from 'pino-http';
import pretty from 'pino-pretty';
import proxyAddr from 'proxy-addr';
import { compileTrust } from '@/common/net/client-addresses';
import type { AppConfig } from '@/config/app-config';
import { redactUrl } from './redact-url';

export const REQUEST_ID_HEADER = 'x-request-id';
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const QUIET_PATHS = new Set(['/healthz', '/readyz']);

function requestId(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

type SerializedRequest = {
  id: unknown;
  method: string;
  url: string;
  remoteAddress?: string;
  raw?: IncomingMessage;
};

/**
 * Who sent a request, read as Express reads `req.ip`: behind a proxy that TRUST_PROXY trusts, the
 * client it reports (`remoteAddress`) and the proxy itself (`proxy`); otherwise the peer.
 */
function clientOf(
  request: SerializedRequest,
  trust: ReturnType<typeof compileTrust>,
): { remoteAddress?: string; proxy?: string } {
  const peer = request.remoteAddress;
  if (!request.raw?.socket) {
    return { remoteAddress: peer };
  }
  const client = proxyAddr(request.raw, trust);
  return client === peer ? { remoteAddress: client } : { remoteAddress: client, proxy: peer };
}

/**
 * Structured JSON logs with a request id. Only an allow-list of request fields is logged:
 * no cookies, no authorization header, no bodies, and URLs pass through `redactUrl`.
 */
export function requestLoggerOptions(config: AppConfig): Options {
  const trust = compileTrust(config.trustProxy);
  return {
    level: config.logLevel,
    // A replica given a name (REPLICA_ID) says it on every line, audit lines included, so one log
    // stream from behind a balancer tells the replicas apart.
    base: {
      pid: process.pid,
      hostname: hostname(),
      ...(config.replicaName === null ? {} : { replica: config.replicaName }),
    },
    genReqId: requestId,
    autoLogging: { ignore: (request) => QUIET_PATHS.has(request.url ?? '') },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (request: SerializedRequest) => ({
        id: request.id,
        method: request.method,
        url: redactUrl(request.url),
        ...clientOf(request, trust),
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
  };
}

/**
 * The request logger, mounted before every other middleware so that answers given early (CSRF 403,
 * 413, malformed JSON, static 404) are logged and carry `X-Request-Id` too. Nest's logger writes
 * through the same pino instance.
 */
export function createRequestLogger(config: AppConfig, destination?: DestinationStream): HttpLogger {
  const options = requestLoggerOptions(config);
  if (destination) {
    return pinoHttp(options, destination);
  }
  return config.logFormat === 'pretty' ? pinoHttp(options, prettyLines()) : pinoHttp(options);
}

/**
 * One readable line per entry for a developer's terminal, e.g.
 * `16:04:05 INFO: GET /api/vip → 200 in 3 ms [dispecink-42]` or `WARN: [HttpUpstream] Upstream record skipped`.
 * In-process and synchronous (no worker thread), so the order of lines stays the order of events.
 */
function prettyLines(): DestinationStream {
  return pretty({
    colorize: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,context,req,res,responseTime',
    messageFormat: (entry: Record<string, unknown>, messageKey: string) => {
      const context = typeof entry.context === 'string' ? `[${entry.context}] ` : '';
      const req = entry.req as { method?: string; url?: string; id?: string } | undefined;
      const res = entry.res as { statusCode?: number } | undefined;
      if (req?.method && res?.statusCode !== undefined) {
        return `${context}${req.method} ${req.url} → ${res.statusCode} in ${String(entry.responseTime)} ms [${req.id}]`;
      }
      const message = entry[messageKey];
      return `${context}${typeof message === 'string' ? message : JSON.stringify(message)}${req?.id ? ` [${req.id}]` : ''}`;
    },
  });
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DestinationStream } from 'pino';
import { type HttpLogger, type Options, pinoHttp } from 'pino-http';
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

/**
 * Structured JSON logs with a request id. Only an allow-list of request fields is logged:
 * no cookies, no authorization header, no bodies, and URLs pass through `redactUrl`.
 */
export function requestLoggerOptions(config: AppConfig): Options {
  return {
    level: config.logLevel,
    genReqId: requestId,
    autoLogging: { ignore: (request) => QUIET_PATHS.has(request.url ?? '') },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (request: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
        id: request.id,
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.remoteAddress,
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
  return destination ? pinoHttp(options, destination) : pinoHttp(options);
}

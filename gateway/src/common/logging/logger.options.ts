import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../../config/app-config';
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
export function loggerOptions(config: AppConfig, destination?: DestinationStream): Params {
  const options: NonNullable<Params['pinoHttp']> = {
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
  return { pinoHttp: destination ? [options, destination] : options };
}

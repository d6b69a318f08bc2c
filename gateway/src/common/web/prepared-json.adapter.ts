import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

// Keyed by the answer object itself, so an entry lives exactly as long as whoever holds the answer.
const serialized = new WeakMap<object, Buffer>();

/** A frozen answer's JSON bytes, made once: the value cannot change, so neither can its JSON. */
export function preparedJsonOf(value: object): Buffer {
  let bytes = serialized.get(value);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(value), 'utf8');
    serialized.set(value, bytes);
  }
  return bytes;
}

/**
 * Nest's Express adapter, sending a frozen answer as JSON serialised once for all the requests that
 * return it (the upstream adapter hands out one frozen value while the upstream's answer is unchanged,
 * and a 3 MB order list costs more to serialise than to fetch). Every other answer takes the usual
 * way; the bytes and headers are the ones `res.json` would send. Done here rather than in an
 * interceptor, which would put Nest's interceptor chain on every call.
 */
export class PreparedJsonExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (typeof body !== 'object' || body === null || !Object.isFrozen(body)) {
      return super.reply(response, body, statusCode);
    }
    if (statusCode) {
      response.status(statusCode);
    }
    if (!response.getHeader('Content-Type')) {
      response.setHeader('Content-Type', JSON_CONTENT_TYPE);
    }
    return response.send(preparedJsonOf(body));
  }
}

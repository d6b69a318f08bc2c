import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';
import { isPreparedJson, type PreparedJson, preparedJsonOf } from './prepared-json';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** The compression middleware's threshold: smaller answers are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;
const gzipAsync = promisify(gzip);

const gzipped = new WeakMap<object, Promise<Buffer>>();

/** The same bytes gzipped once (off the event loop), shared by the requests that arrive meanwhile. */
function preparedGzipOf(value: PreparedJson<object>): Promise<Buffer> {
  let bytes = gzipped.get(value);
  if (!bytes) {
    bytes = gzipAsync(preparedJsonOf(value));
    gzipped.set(value, bytes);
  }
  return bytes;
}

function acceptsGzip(response: Response): boolean {
  return response.req.acceptsEncodings('gzip') === 'gzip';
}

/**
 * Nest's Express adapter, sending a `PreparedJson` answer as JSON serialised (and gzipped, for browsers)
 * once for all the requests that return it: the upstream adapters hand out the same prepared value while
 * the answer is unchanged, and a 3 MB order list costs more to serialise and compress than to
 * fetch. Every other answer takes the usual way; the bytes and headers are the ones `res.json` and the
 * compression middleware would send. Done here rather than in an interceptor, which would put Nest's
 * interceptor chain on every call.
 */
export class PreparedJsonExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!isPreparedJson(body)) {
      return super.reply(response, body, statusCode);
    }
    if (statusCode) {
      response.status(statusCode);
    }
    if (!response.getHeader('Content-Type')) {
      response.setHeader('Content-Type', JSON_CONTENT_TYPE);
    }
    const bytes = preparedJsonOf(body);
    if (bytes.length < COMPRESS_FROM_BYTES || response.req.method === 'HEAD' || !acceptsGzip(response)) {
      return response.send(bytes);
    }
    return preparedGzipOf(body).then(
      (compressed) => {
        if (response.destroyed) {
          return; // the client went away meanwhile
        }
        // The compression middleware sees the encoding and leaves the body alone.
        response.setHeader('Content-Encoding', 'gzip');
        response.vary('Accept-Encoding');
        response.send(compressed);
      },
      () => response.send(bytes),
    );
  }
}

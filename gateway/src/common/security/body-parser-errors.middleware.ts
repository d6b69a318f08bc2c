import type { NextFunction, Request, Response } from 'express';

type BodyParserError = { type?: unknown; status?: unknown };

const INVALID_BODY = 'Neplatná data požadavku.';
const NOT_JSON = 'Tělo požadavku není platný JSON.';
const NOT_DECODABLE = 'Tělo požadavku nelze rozbalit: neodpovídá hlavičce Content-Encoding.';

/** Turns body-parser failures into the API's error envelope (they happen before Nest's filters). */
export function bodyParserErrors(
  error: unknown,
  request: Request,
  response: Response,
  next: NextFunction,
): void {
  const failure = (error ?? {}) as BodyParserError;
  if (failure.type === 'entity.too.large') {
    response.status(413).json({ message: 'Požadavek je příliš velký.' });
    return;
  }
  if (typeof failure.status !== 'number' || failure.status >= 500) {
    next(error);
    return;
  }
  // A body that claims gzip/br/deflate but is not fails in the decompressor: a zlib error that
  // body-parser passes on with status 400 but without a `type` of its own.
  const encoding = request.headers['content-encoding'];
  const undecodable =
    failure.type === 'encoding.unsupported' ||
    (typeof failure.type !== 'string' && Boolean(encoding) && encoding !== 'identity');
  response.status(400).json({
    message: INVALID_BODY,
    code: 'invalid-input',
    issues: [{ path: 'body', message: undecodable ? NOT_DECODABLE : NOT_JSON, code: 'invalid' }],
  });
}

import type { NextFunction, Request, Response } from 'express';

type BodyParserError = { type?: unknown; status?: unknown };

const INVALID_BODY = 'Neplatná data požadavku.';

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
  if (typeof failure.type === 'string' && typeof failure.status === 'number' && failure.status < 500) {
    response.status(400).json({
      message: INVALID_BODY,
      issues: [{ path: 'body', message: 'Tělo požadavku není platný JSON.' }],
    });
    return;
  }
  // A body that claims gzip/br/deflate but is not: the decompressor fails without an HTTP status.
  const encoding = request.headers['content-encoding'];
  if (typeof failure.status !== 'number' && encoding && encoding !== 'identity') {
    response.status(400).json({
      message: INVALID_BODY,
      issues: [
        { path: 'body', message: 'Tělo požadavku nelze rozbalit: neodpovídá hlavičce Content-Encoding.' },
      ],
    });
    return;
  }
  next(error);
}

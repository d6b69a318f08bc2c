import type { NextFunction, Request, Response } from 'express';

type BodyParserError = { type?: unknown; status?: unknown };

/** Turns body-parser failures into the API's error envelope (they happen before Nest's filters). */
export function bodyParserErrors(
  error: unknown,
  _request: Request,
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
      message: 'Neplatná data požadavku.',
      issues: [{ path: 'body', message: 'Tělo požadavku není platný JSON.' }],
    });
    return;
  }
  next(error);
}

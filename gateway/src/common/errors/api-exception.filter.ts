import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { ApiError } from '@taxi/contracts';
import type { Response } from 'express';
import { ApiHttpException } from './api-http.exception';
import { CodedError } from './coded-error';

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Neplatný požadavek.',
  401: 'Přihlášení vypršelo. Přihlaste se prosím znovu.',
  403: 'Na tuto akci nemáte oprávnění.',
  404: 'Požadovaná adresa neexistuje.',
  413: 'Požadavek je příliš velký.',
  429: 'Příliš mnoho požadavků. Zkuste to prosím později.',
};
const INTERNAL_MESSAGE = 'Interní chyba serveru.';

/** Every failure leaves as `{ message, issues? }`: no stack, no URL, no token. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.toEnvelope(exception);
    if (response.headersSent) {
      response.end();
      return;
    }
    if (exception instanceof ApiHttpException) {
      response.set(exception.headers);
    }
    response.status(status).json(body);
  }

  private toEnvelope(exception: unknown): { status: number; body: ApiError } {
    if (exception instanceof CodedError) {
      const log = exception.status >= 500 ? exception.answeredFailureLog() : undefined;
      if (log) {
        this.logger.warn(log);
      }
      return {
        status: exception.status,
        body: { message: exception.publicMessage, ...exception.publicDetails },
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, body: this.httpBody(exception, status) };
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: INTERNAL_MESSAGE } };
  }

  private httpBody(exception: HttpException, status: number): ApiError {
    if (exception instanceof ApiHttpException) {
      return exception.envelope;
    }
    // Nest's built-ins (e.g. "Cannot GET /x") get a Czech default instead of their English text.
    return {
      message: DEFAULT_MESSAGES[status] ?? (status >= 500 ? INTERNAL_MESSAGE : 'Požadavek se nezdařil.'),
    };
  }
}

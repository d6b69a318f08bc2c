import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiEndpointName } from '@taxi/contracts';
import type { Request, Response } from 'express';
import { type Observable, tap } from 'rxjs';
import { SessionRecords, sessionReference } from '@/common/auth/session-records';
import { verifiedSession } from '@/common/auth/request-token';
import { Metrics } from '@/common/metrics/metrics';
import { CATALOGUE_NAME_KEY } from '@/common/routing/catalogue-route.decorator';
import { AuditedWriteEvents } from './audited-write-events';
import { type AuditedWrite, isAuditedWrite } from './audited-writes';
import { auditTarget } from './audit-targets';

/** The fixed event name of every audit line (`jq 'select(.event == "admin.action")'`). */
export const ADMIN_ACTION_EVENT = 'admin.action';

/**
 * The audit trail: every catalogue write an admin makes (by the handler's catalogue name, whoever
 * serves it) writes one line when its answer has gone out, with the call, its target, the status
 * answered, the admin's login name as the gateway recorded it at login (null when it did not open
 * that session), a short reference of the session (always: the login line names its admin), and from
 * the request logger the request id and client (`req`) and the replica (`replica`, when REPLICA_ID
 * names it), and counts it in
 * `taxi_admin_actions_total`. A write refused before it reached its handler (no session, another
 * site) is no admin's action: the request log has it.
 */
@Injectable()
export class AdminAuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly records: SessionRecords,
    private readonly metrics: Metrics,
    private readonly events: AuditedWriteEvents,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const name = this.reflector.get<ApiEndpointName | undefined>(CATALOGUE_NAME_KEY, context.getHandler());
    if (context.getType() !== 'http' || name === undefined || !isAuditedWrite(name)) {
      return next.handle();
    }
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    let answer: unknown;
    response.once('close', () => void this.write(name, request, response, answer));
    return next.handle().pipe(tap((value) => (answer = value)));
  }

  private async write(
    action: AuditedWrite,
    request: Request,
    response: Response,
    answer: unknown,
  ): Promise<void> {
    const status = response.statusCode;
    const session = verifiedSession(request);
    this.metrics.adminAction(action, status);
    // The name the gateway recorded at login for this session; nothing the client sends can change it.
    const admin = session ? await this.records.nameOf(session.token).catch(() => null) : null;
    request.log.info(
      {
        event: ADMIN_ACTION_EVENT,
        action,
        target: auditTarget(action, request.body, answer),
        outcome: status,
        admin,
        session: session ? sessionReference(session.token) : null,
        ...(response.writableFinished ? {} : { answered: false }),
      },
      `Admin action ${action} → ${status}`,
    );
    if (status >= 200 && status < 300) {
      this.events.emit({ action, body: request.body, answer, admin, at: new Date() });
    }
  }
}

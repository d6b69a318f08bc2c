import type { Response, Test } from 'supertest';
import { ADMIN_ACTION_EVENT } from '@/common/audit/admin-audit.interceptor';
import type { AuditTarget } from '@/common/audit/audit-targets';
import type { AuditedWrite } from '@/common/audit/audited-writes';
import { type LogEntry, type LogSink, logSink } from './log-sink';
import { metricsPort, scrape } from './metrics-scrape';
import { type AdapterName, MOCK_CREDENTIALS, startGateway, type TestGateway } from './test-app';

export const AUDIT_REPLICA = 'audit-replica-a';

export type AuditLine = LogEntry & {
  event: string;
  action: string;
  target: AuditTarget;
  outcome: number;
  admin: string | null;
  replica: string;
};

/** A gateway under test whose JSON log lines are kept (`log`) and whose metrics can be scraped. */
export type AuditedGateway = TestGateway & { log: LogSink };

/**
 * `startGateway` with its audit trail observable: JSON logs into a sink, metrics on a free port.
 * The http adapter's stand-in upstream gets `upstreamOverrides` only (its logs stay silent).
 */
export async function startAuditedGateway(
  adapter: AdapterName,
  overrides: Record<string, string> = {},
  upstreamOverrides: Record<string, string> = overrides,
): Promise<AuditedGateway> {
  const log = logSink();
  const gateway = await startGateway(
    adapter,
    { LOG_LEVEL: 'info', LOG_FORMAT: 'json', METRICS_PORT: '0', REPLICA_ID: AUDIT_REPLICA, ...overrides },
    upstreamOverrides,
    { logDestination: log.stream },
  );
  return { ...gateway, log };
}

/** The audit lines of the requests with these ids; the line is written once the answer has gone out. */
export async function auditLinesOf(gateway: AuditedGateway, requestIds: string[]): Promise<AuditLine[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const lines = gateway.log
      .entries()
      .filter(
        (entry): entry is AuditLine =>
          entry.event === ADMIN_ACTION_EVENT && requestIds.includes(String(entry.req?.id)),
      );
    if (lines.length >= requestIds.length || Date.now() > deadline) {
      return lines;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** How many `action` writes answered `outcome` (`2xx`, `4xx`, …) this gateway has counted. */
export function adminActionCount(metricsText: string, action: string, outcome: string): number {
  const line = metricsText
    .split('\n')
    .find(
      (row) =>
        row.startsWith('taxi_admin_actions_total{') &&
        row.includes(`action="${action}"`) &&
        row.includes(`outcome="${outcome}"`),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

export async function metricsText(gateway: TestGateway): Promise<string> {
  return (await scrape(metricsPort(gateway.app))).body;
}

/**
 * Makes one write (`send`, as the test expects it to answer) and checks its audit trail: exactly one
 * line naming the call, `target`, the status answered, the logged-in admin, the replica and the
 * request id, and one more in `taxi_admin_actions_total`. The audit suite finds the writes that a
 * suite of both adapters checks with `expectAudited(gateway, 'name', …)`, so spell the name there.
 */
export async function expectAudited(
  gateway: AuditedGateway,
  action: AuditedWrite,
  send: () => Test,
  /** What the line must name; from the answer for a created record (its `id`). */
  target: AuditTarget | ((response: Response) => AuditTarget),
): Promise<Response> {
  const before = await metricsText(gateway);
  const response = await send();
  const lines = await auditLinesOf(gateway, [String(response.headers['x-request-id'])]);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    level: 30,
    event: ADMIN_ACTION_EVENT,
    action,
    outcome: response.status,
    admin: MOCK_CREDENTIALS.username,
    replica: AUDIT_REPLICA,
  });
  expect(lines[0]!.target).toEqual(typeof target === 'function' ? target(response) : target);
  // Each key once in the line as written (a parsed line would hide a repeated key), the client named.
  const requestId = String(response.headers['x-request-id']);
  const raw = gateway.log.lines.find(
    (line) => line.includes(`"event":"${ADMIN_ACTION_EVENT}"`) && line.includes(requestId),
  );
  expect(raw?.match(/"replica":/g)).toHaveLength(1);
  expect(lines[0]!.req).toMatchObject({ remoteAddress: expect.any(String) });
  const outcome = `${Math.floor(response.status / 100)}xx`;
  const counted = (text: string) => adminActionCount(text, action, outcome);
  expect(counted(await metricsText(gateway))).toBe(counted(before) + 1);
  return response;
}

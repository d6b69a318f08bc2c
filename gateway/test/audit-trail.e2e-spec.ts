import {
  apiEndpoints,
  type Endpoint,
  generateVipCode,
  pathOf,
  pragueParts,
  type SosAlert,
  type User,
} from '@taxi/contracts';
import { ADMIN_ACTION_EVENT } from '@/common/audit/admin-audit.interceptor';
import type { AuditTarget } from '@/common/audit/audit-targets';
import { type AuditedWrite, auditedWrites } from '@/common/audit/audited-writes';
import { ADMIN_NAME_COOKIE } from '@/common/auth/admin-names';
import { successStatus } from '@/common/routing/catalogue-route.decorator';
import { customers, freshOrder, get, listDrivers, listOrders, newOrder, post } from './support/fixtures';
import { type LogEntry, logSink } from './support/log-sink';
import { metricsPort, scrape } from './support/metrics-scrape';
import {
  ADAPTERS,
  login,
  MOCK_CREDENTIALS,
  type Session,
  startGateway,
  type TestGateway,
} from './support/test-app';

const REPLICA = 'audit-replica-a';

type AuditLine = LogEntry & {
  event: string;
  action: string;
  target: AuditTarget;
  outcome: number;
  admin: string | null;
  replica: string;
};

/** What one write is sent with, and the target its audit line must name. */
type Sample = { body?: object; target: AuditTarget };
type Context = { gateway: TestGateway; session: Session; customer: () => Promise<User> };

const masked = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return `${'*'.repeat(digits.length - 3)}${digits.slice(-3)}`;
};
const { month, year } = pragueParts(new Date());
const monthNow = { month, year };

/**
 * One call of every write, prepared so that it succeeds in mock mode (writes that need a record
 * first make it here, and their own audit lines are not the ones checked). A write of the
 * catalogue without a sample does not compile, and fails the test below.
 */
const samples: Record<AuditedWrite, (context: Context) => Promise<Sample>> = {
  sosDismiss: async ({ gateway, session }) => {
    const [alert] = (await get(gateway, session, pathOf('sosList')).expect(200)).body as SosAlert[];
    return { body: { id: alert!.id }, target: { id: alert!.id } };
  },
  vipCreate: () => {
    const code = generateVipCode();
    return Promise.resolve({
      body: { phone: '+420 731 555 099', discount: 10, code },
      target: { phone: '*********099', code },
    });
  },
  blacklistAdd: async ({ customer }) => {
    const { phone } = await customer();
    return { body: { phone, reasonText: 'Nezaplatil jízdu' }, target: { phone: masked(phone) } };
  },
  blacklistRemove: async ({ gateway, session, customer }) => {
    const { phone } = await customer();
    await post(gateway, session, pathOf('blacklistAdd'), { phone }).expect(200);
    return { body: { phone }, target: { phone: masked(phone) } };
  },
  userDelete: async ({ customer }) => {
    const { id } = await customer();
    return { body: { id_user: id }, target: { id_user: id } };
  },
  notificationCreate: () =>
    Promise.resolve({ body: { title: 'Uzavírka', content: 'Most v Litoměřicích je zavřený.' }, target: {} }),
  orderDelete: async ({ gateway, session }) => {
    const [order] = await listOrders(gateway, session);
    return {
      body: { id: order!.id, orderId: order!.id_order },
      target: { id: order!.id, orderId: order!.id_order },
    };
  },
  workHoursSet: () => Promise.resolve({ body: { id: 3, from: '07:00', to: '15:30' }, target: { id: 3 } }),
  workHoursRemove: async ({ gateway, session }) => {
    await post(gateway, session, pathOf('workHoursSet'), { id: 4, from: '08:00', to: '16:00' }).expect(200);
    return { body: { id: 4 }, target: { id: 4 } };
  },
  driverAdd: async ({ customer }) => {
    const { id } = await customer();
    return { body: { id_user: id }, target: { id_user: id } };
  },
  driverRemove: async ({ gateway, session, customer }) => {
    const { id } = await customer();
    await post(gateway, session, pathOf('driverAdd'), { id_user: id }).expect(200);
    return { body: { id_user: id }, target: { id_user: id } };
  },
  adminSet: async ({ customer }) => {
    const { id } = await customer();
    return { body: { id_user: id }, target: { id_user: id } };
  },
  adminRemove: async ({ gateway, session, customer }) => {
    const { id } = await customer();
    await post(gateway, session, pathOf('adminSet'), { id_user: id }).expect(200);
    return { body: { id_user: id }, target: { id_user: id } };
  },
  orderCreate: () =>
    Promise.resolve({
      body: newOrder,
      target: { phone: masked(newOrder.phone), id_driver: newOrder.id_driver },
    }),
  monthlyDelete: async ({ gateway, session }) => {
    const added = await post(gateway, session, pathOf('monthlyAdd'), {
      ...monthNow,
      name: 'Pneumatiky',
      price: -4800,
    }).expect(201);
    const { id } = added.body as { id: number };
    return { body: { id }, target: { id } };
  },
  monthlyAdd: () =>
    Promise.resolve({
      body: { month: monthNow.month, year: monthNow.year, name: 'Mytí vozů', price: -1250 },
      target: { month: monthNow.month, year: monthNow.year },
    }),
  orderAssign: async ({ gateway, session }) => {
    const order = await freshOrder(gateway, session, 'Auditová');
    const [driver] = await listDrivers(gateway, session);
    return {
      body: { id: order.id, id_driver: driver!.id, driver_name: 'Novák', expected_id_driver: null },
      target: { id: order.id, id_driver: driver!.id },
    };
  },
  orderRedispatch: async ({ gateway, session }) => {
    const order = await freshOrder(gateway, session, 'Přeobsazená');
    const [driver] = await listDrivers(gateway, session);
    return {
      body: {
        id: order.id,
        orderId: order.id_order,
        id_driver: driver!.id,
        driver_name: 'Novák',
        expected_driver_name: null,
      },
      target: { id: order.id, orderId: order.id_order, id_driver: driver!.id },
    };
  },
  mockSos: () => Promise.resolve({ body: {}, target: {} }),
  mockRidesTick: () => Promise.resolve({ target: {} }),
};

function counted(text: string, action: string, outcome: string): number {
  const line = text
    .split('\n')
    .find(
      (row) =>
        row.startsWith('taxi_admin_actions_total{') &&
        row.includes(`action="${action}"`) &&
        row.includes(`outcome="${outcome}"`),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe.each(ADAPTERS)('audit trail (%s adapter)', (adapter) => {
  const sink = logSink();
  let gateway: TestGateway;
  let session: Session;
  let customerList: User[] = [];

  const context = (): Context => ({
    gateway,
    session,
    customer: () => {
      const next = customerList.shift();
      if (!next) {
        throw new Error('no customer left');
      }
      return Promise.resolve(next);
    },
  });
  const actionCount = async (action: string, outcome: string) =>
    counted((await scrape(metricsPort(gateway.app))).body, action, outcome);
  /** The audit lines written so far; the line is written when the answer has gone out. */
  const auditLines = async (expected: number): Promise<AuditLine[]> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const lines = sink.entries().filter((entry): entry is AuditLine => entry.event === ADMIN_ACTION_EVENT);
      if (lines.length >= expected || Date.now() > deadline) {
        return lines;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => {
    gateway = await startGateway(
      adapter,
      {
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        METRICS_PORT: '0',
        REPLICA_ID: REPLICA,
        // The company's server of the http adapter (the mock) has the proposed extension.
        UPSTREAM_EXTENSIONS: 'orderAssign',
      },
      {},
      { logDestination: sink.stream },
    );
    session = await login(gateway);
    customerList = await customers(gateway, session);
    if (adapter === 'memory') {
      // An open SOS to dismiss (the seed has two; the http adapter's stand-in has its own).
      await post(gateway, session, pathOf('mockSos'), {}).expect(201);
    }
  });
  afterAll(() => gateway.close());

  it.each(auditedWrites())('%s writes one audit line and counts it', async (name) => {
    const prepare = samples[name];
    expect(prepare).toBeDefined();
    const { body, target } = await prepare(context());
    const before = await actionCount(name, '2xx');
    sink.clear();

    const call = gateway.http().post(pathOf(name)).set('Cookie', session.cookie);
    const response = await (body === undefined ? call : call.send(body));

    const mockOnlyElsewhere = adapter === 'http' && (apiEndpoints[name] as Endpoint).mockOnly === true;
    expect(response.status).toBe(mockOnlyElsewhere ? 404 : successStatus(apiEndpoints[name]));
    const lines = (await auditLines(1)).filter((line) => line.action === name);
    expect(lines).toHaveLength(1);
    const [line] = lines as [AuditLine];
    // A creation is named by the id the answer gave it.
    const created = (response.body as { id?: unknown } | undefined)?.id;
    expect(line).toMatchObject({
      level: 30,
      event: ADMIN_ACTION_EVENT,
      action: name,
      outcome: response.status,
      admin: MOCK_CREDENTIALS.username,
      replica: REPLICA,
    });
    expect(line.target).toEqual(typeof created === 'number' ? { ...target, id: created } : target);
    expect(line.req?.id).toBe(response.headers['x-request-id']);
    const outcome = `${Math.floor(response.status / 100)}xx`;
    expect(await actionCount(name, outcome)).toBe((outcome === '2xx' ? before : 0) + 1);
  });

  it('audits a refused write with its status, and counts it as refused', async () => {
    sink.clear();
    const before = await actionCount('orderDelete', '4xx');
    const response = await post(gateway, session, pathOf('orderDelete'), {
      id: 'první',
      orderId: 2203,
    }).expect(400);
    const [line] = await auditLines(1);
    expect(line).toMatchObject({ action: 'orderDelete', outcome: 400, target: { orderId: 2203 } });
    expect(line?.req?.id).toBe(response.headers['x-request-id']);
    expect(await actionCount('orderDelete', '4xx')).toBe(before + 1);
  });

  it('names no admin it cannot prove: a bearer token alone, a forged or another session’s name cookie', async () => {
    const other = await login(gateway);
    const [bearer, forged, borrowed] = [
      { Authorization: `Bearer ${session.token}` },
      {
        Cookie: `token=${session.token}; ${ADMIN_NAME_COOKIE}=${Buffer.from('sefka').toString('base64url')}.falesny`,
      },
      {
        Cookie: `token=${session.token}; ${other.cookie.split('; ').find((c) => c.startsWith(ADMIN_NAME_COOKIE))!}`,
      },
    ];
    for (const headers of [bearer, forged, borrowed]) {
      sink.clear();
      await gateway
        .http()
        .post(pathOf('workHoursSet'))
        .set(headers)
        .send({ id: 5, from: '09:00', to: '17:00' })
        .expect(200);
      const [line] = await auditLines(1);
      expect(line).toMatchObject({ action: 'workHoursSet', outcome: 200, admin: null });
    }
  });

  it('writes no token, password, cookie or whole phone number, and audits no read', async () => {
    const logged = sink.lines.join('\n');
    const cookieValues = session.cookie.split('; ').map((pair) => pair.slice(pair.indexOf('=') + 1));
    for (const secret of [
      session.token,
      MOCK_CREDENTIALS.password,
      ...cookieValues.filter((v) => v.length > 8),
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toMatch(/605 ?111 ?222|\+420/);
    sink.clear();
    await post(gateway, session, pathOf('monthlyList'), monthNow).expect(200);
    await post(gateway, session, pathOf('earnings'), monthNow).expect(200);
    await get(gateway, session, pathOf('orderList')).expect(200);
    expect(sink.entries().filter((entry) => entry.event === ADMIN_ACTION_EVENT)).toEqual([]);
  });
});

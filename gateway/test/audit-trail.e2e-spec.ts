import { apiEndpoints, type Endpoint, pathOf, pragueParts, type SosAlert, type User } from '@taxi/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { ADMIN_ACTION_EVENT } from '@/common/audit/admin-audit.interceptor';
import type { AuditTarget } from '@/common/audit/audit-targets';
import { type AuditedWrite, auditedWrites } from '@/common/audit/audited-writes';
import { successStatus } from '@/common/routing/catalogue-route.decorator';
import {
  adminActionCount,
  type AuditedGateway,
  auditLinesOf,
  expectAudited,
  metricsText,
  startAuditedGateway,
} from './support/audit-probe';
import { customers, freshOrder, get, listDrivers, listOrders, newOrder, post } from './support/fixtures';
import { ADAPTERS, login, MOCK_CREDENTIALS, type Session } from './support/test-app';

/** What one write is sent with, and the target its audit line must name. */
type Sample = { body?: object; target: AuditTarget };
type Context = { gateway: AuditedGateway; session: Session; customer: () => Promise<User> };

const masked = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return `${'*'.repeat(digits.length - 3)}${digits.slice(-3)}`;
};
const { month, year } = pragueParts(new Date());
const monthNow = { month, year };

/**
 * One call of a write, prepared so that it succeeds in mock mode (writes that need a record first
 * make it here, and their own audit lines are not the ones checked), for the writes whose own suite
 * does not check their audit line.
 */
const samples: Partial<Record<AuditedWrite, (context: Context) => Promise<Sample>>> = {
  sosDismiss: async ({ gateway, session }) => {
    const [alert] = (await get(gateway, session, pathOf('sosList')).expect(200)).body as SosAlert[];
    return { body: { id: alert!.id }, target: { id: alert!.id } };
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
  orderPreorderCreate: () =>
    Promise.resolve({
      body: { ...newOrder, preorderDateTime: new Date(Date.now() + 2 * 60 * 60_000).toISOString() },
      target: { phone: masked(newOrder.phone), id_driver: newOrder.id_driver },
    }),
  mockSos: () => Promise.resolve({ body: {}, target: {} }),
  mockRidesTick: () => Promise.resolve({ target: {} }),
};

/** The writes a suite of both adapters checks itself with `expectAudited(gateway, 'name', …)`. */
function checkedInTheirSuites(): Set<string> {
  const checked = new Set<string>();
  for (const file of readdirSync(__dirname).filter((name) => name.endsWith('.e2e-spec.ts'))) {
    const text = readFileSync(`${__dirname}/${file}`, 'utf8');
    if (file !== 'audit-trail.e2e-spec.ts' && text.includes('describe.each(ADAPTERS)')) {
      for (const [, name] of text.matchAll(/expectAudited\(\s*\w+,\s*'(\w+)'/g)) {
        checked.add(name!);
      }
    }
  }
  return checked;
}

const ownSuites = checkedInTheirSuites();

// Every write's audit line and count are checked in both adapters: by its own suite, or here.
it.each(auditedWrites())('%s has its audit line checked in its own suite or by a sample here', (name) => {
  expect(ownSuites.has(name) || samples[name] !== undefined).toBe(true);
});

describe.each(ADAPTERS)('audit trail (%s adapter)', (adapter) => {
  let gateway: AuditedGateway;
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
  const lineOf = async (response: { headers: Record<string, string> }) =>
    (await auditLinesOf(gateway, [response.headers['x-request-id']!]))[0];

  beforeAll(async () => {
    gateway = await startAuditedGateway(
      adapter,
      // The company's server of the http adapter (the mock) has the proposed extension.
      { UPSTREAM_EXTENSIONS: 'orderAssign,orderPreorderCreate' },
    );
    session = await login(gateway);
    customerList = await customers(gateway, session);
    if (adapter === 'memory') {
      // An open SOS to dismiss (the seed has two; the http adapter's stand-in has its own).
      await post(gateway, session, pathOf('mockSos'), {}).expect(201);
    }
  });
  afterAll(() => gateway.close());

  const sampled = auditedWrites().filter((name) => samples[name] !== undefined);
  it.each(sampled)('%s writes one audit line and counts it', async (name) => {
    const { body, target } = await samples[name]!(context());
    const mockOnlyElsewhere = adapter === 'http' && (apiEndpoints[name] as Endpoint).mockOnly === true;
    const status = mockOnlyElsewhere ? 404 : successStatus(apiEndpoints[name]);
    await expectAudited(
      gateway,
      name,
      () => {
        const call = gateway.http().post(pathOf(name)).set('Cookie', session.cookie);
        return (body === undefined ? call : call.send(body)).expect(status);
      },
      // A creation is named by the id its answer gave it.
      ({ body: answer }: { body?: { id?: unknown } }) =>
        typeof answer?.id === 'number' ? { ...target, id: answer.id } : target,
    );
  });

  it('audits a refused write with its status, and counts it as refused', async () => {
    const before = adminActionCount(await metricsText(gateway), 'orderDelete', '4xx');
    const response = await post(gateway, session, pathOf('orderDelete'), {
      id: 'první',
      orderId: 2203,
    }).expect(400);
    expect(await lineOf(response)).toMatchObject({
      action: 'orderDelete',
      outcome: 400,
      target: { orderId: 2203 },
    });
    expect(adminActionCount(await metricsText(gateway), 'orderDelete', '4xx')).toBe(before + 1);
  });

  it('names the session’s admin from what the gateway recorded, whatever the client sends or leaves out', async () => {
    const references = new Set<string>();
    for (const headers of [
      { Authorization: `Bearer ${session.token}` },
      { Cookie: `token=${session.token}; taxi_admin=${Buffer.from('sefka').toString('base64url')}.falesny` },
      { Cookie: `token=${session.token}` },
    ]) {
      const response = await gateway
        .http()
        .post(pathOf('workHoursSet'))
        .set(headers)
        .send({ id: 5, from: '09:00', to: '17:00' })
        .expect(200);
      const line = await lineOf(response);
      expect(line).toMatchObject({ action: 'workHoursSet', outcome: 200, admin: MOCK_CREDENTIALS.username });
      references.add(String(line?.session));
    }
    // One session, one short reference, never the token; the login line ties it to the name.
    expect(references.size).toBe(1);
    const [reference] = [...references];
    expect(reference).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(session.token).not.toContain(reference);
    const logins = gateway.log
      .entries()
      .filter((entry) => entry.event === 'admin.login' && entry.session === reference);
    expect(logins).toEqual([expect.objectContaining({ admin: MOCK_CREDENTIALS.username })]);
  });

  it('writes no token, password, cookie or whole phone number, and audits no read', async () => {
    const logged = gateway.log.lines.join('\n');
    const cookieValues = session.cookie.split('; ').map((pair) => pair.slice(pair.indexOf('=') + 1));
    for (const secret of [
      session.token,
      MOCK_CREDENTIALS.password,
      ...cookieValues.filter((v) => v.length > 8),
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toMatch(/605 ?111 ?222|\+420/);
    const audited = () => gateway.log.entries().filter((entry) => entry.event === ADMIN_ACTION_EVENT).length;
    const before = audited();
    await post(gateway, session, pathOf('monthlyList'), monthNow).expect(200);
    await post(gateway, session, pathOf('earnings'), monthNow).expect(200);
    await get(gateway, session, pathOf('orderList')).expect(200);
    // A write after the reads: its line shows the reads' would have been written by now.
    const write = await post(gateway, session, pathOf('workHoursSet'), { id: 6, from: '10:00', to: '18:00' });
    await lineOf(write);
    expect(audited()).toBe(before + 1);
  });
});

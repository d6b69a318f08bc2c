import {
  HANDOVER_NOTE_MAX,
  type HandoverNote,
  type OrderFacts,
  OrderFactsSchema,
  pathOf,
} from '@taxi/contracts';
import { type AuditedGateway, expectAudited, startAuditedGateway } from './support/audit-probe';
import { freshOrder, get, newOrder, post } from './support/fixtures';
import { ADAPTERS, login, MOCK_CREDENTIALS, type Session } from './support/test-app';

const HOUR_MS = 3_600_000;

/** Polls with a generous limit (a fact is kept once the write's answer has gone out); never a fixed sleep. */
async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: not within 10 s`);
}

describe.each(ADAPTERS)('reports (%s adapter)', (adapter) => {
  let gateway: AuditedGateway;
  let session: Session;
  const startedAt = Date.now();

  beforeAll(async () => {
    gateway = await startAuditedGateway(adapter);
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  const factsPath = (fromMs: number, toMs: number) =>
    pathOf('orderFacts', {}, { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() });
  const readFacts = async (): Promise<OrderFacts> =>
    (await get(gateway, session, factsPath(startedAt - HOUR_MS, Date.now() + HOUR_MS)).expect(200))
      .body as OrderFacts;

  it('knows every kind of order fact from its first start, and records phone orders and deletions', async () => {
    const empty = await readFacts();
    expect(OrderFactsSchema.safeParse(empty).success).toBe(true);
    for (const since of Object.values(empty.knownSince)) {
      expect(Date.parse(since!)).toBeGreaterThanOrEqual(startedAt - 1000);
    }
    const order = await freshOrder(gateway, session, 'Přehledy Fakta');
    await post(gateway, session, pathOf('orderDelete'), { id: order.id, orderId: order.id_order }).expect(
      200,
    );
    const facts = await until('both facts', async () => {
      const read = await readFacts();
      return read.facts.length >= 2 ? read.facts : undefined;
    });
    expect(facts).toEqual([
      { kind: 'phoneOrder', at: expect.any(String), admin: MOCK_CREDENTIALS.username },
      {
        kind: 'deleted',
        at: expect.any(String),
        orderNumber: order.id_order,
        admin: MOCK_CREDENTIALS.username,
      },
    ]);
  });

  it('refuses a period longer than a year and an end before the start, naming the field', async () => {
    const now = Date.now();
    const long = await get(gateway, session, factsPath(now - 400 * 24 * HOUR_MS, now)).expect(400);
    expect(long.body.issues).toEqual([
      { path: 'query.to', message: 'Období může mít nejvýše 366 dní (rok).', code: 'invalid' },
    ]);
    const backwards = await get(gateway, session, factsPath(now, now - HOUR_MS)).expect(400);
    expect(backwards.body.issues[0].path).toBe('query.to');
    const malformed = await get(gateway, session, '/api/reports/order-facts?from=včera&to=dnes').expect(400);
    expect(malformed.body.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'query.from',
      'query.to',
    ]);
  });

  it('keeps one handover note with its author and time, audited, and refuses an overlong one', async () => {
    const before = await get(gateway, session, pathOf('handoverNote')).expect(200);
    expect(before.body).toEqual({ note: null });
    const text = 'Řidič Dvořák končí ve 23:00.\nPředobjednávka 2205 — zavolat zákazníkovi.';
    const saved = await expectAudited(
      gateway,
      'handoverNoteSave',
      () => post(gateway, session, pathOf('handoverNoteSave'), { text }).expect(200),
      {},
    );
    const note = saved.body as HandoverNote;
    expect(note).toEqual({ text, author: MOCK_CREDENTIALS.username, at: expect.any(String) });
    expect((await get(gateway, session, pathOf('handoverNote')).expect(200)).body).toEqual({ note });
    const tooLong = await post(gateway, session, pathOf('handoverNoteSave'), {
      text: 'x'.repeat(HANDOVER_NOTE_MAX + 1),
    }).expect(400);
    expect(tooLong.body.issues[0]).toEqual({
      path: 'body.text',
      message: `Poznámka může mít nejvýše ${HANDOVER_NOTE_MAX} znaků.`,
      code: 'too_long',
      limit: HANDOVER_NOTE_MAX,
    });
    expect(gateway.log.lines.some((line) => line.includes('Předobjednávka 2205'))).toBe(false);
  });

  it('does not take a phone order for a web order', async () => {
    await post(gateway, session, pathOf('orderCreate'), { ...newOrder, name: 'Jen telefon' }).expect(201);
    const facts = await until('the phone order', async () => {
      const read = await readFacts();
      return read.facts.filter((fact) => fact.kind === 'phoneOrder').length >= 2 ? read.facts : undefined;
    });
    expect(facts.some((fact) => fact.kind === 'webOrder')).toBe(false);
  });
});

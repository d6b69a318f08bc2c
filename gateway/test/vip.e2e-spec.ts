import { generateVipCode, pathOf, VipListSchema } from '@taxi/contracts';
import { type AuditedGateway, expectAudited, startAuditedGateway } from './support/audit-probe';
import { get, post } from './support/fixtures';
import { ADAPTERS, login, type Session } from './support/test-app';

describe.each(ADAPTERS)('VIP codes (%s adapter)', (adapter) => {
  let gateway: AuditedGateway;
  let session: Session;

  beforeAll(async () => {
    gateway = await startAuditedGateway(adapter);
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  it('lists the seeded VIP codes', async () => {
    const response = await get(gateway, session, pathOf('vipList')).expect(200);
    expect(VipListSchema.safeParse(response.body).success).toBe(true);
    expect(response.body.length).toBeGreaterThan(0);
    for (const vip of response.body) {
      expect(vip.code).toMatch(/^[A-Z]{8}$/);
    }
  });

  it('creates a code, lists it first and audits it', async () => {
    const vip = { phone: '+420 731 555 010', discount: 15, code: generateVipCode() };
    const created = await expectAudited(
      gateway,
      'vipCreate',
      () => post(gateway, session, pathOf('vipCreate'), vip).expect(201),
      ({ body }) => ({ phone: '*********010', code: vip.code, id: body.id }),
    );
    expect(created.body).toEqual({ id: expect.any(Number), ...vip });
    const list = await get(gateway, session, pathOf('vipList')).expect(200);
    expect(list.body[0]).toEqual(created.body);
  });

  it('refuses a duplicate code with 409 and does not add it twice', async () => {
    const code = generateVipCode();
    await post(gateway, session, pathOf('vipCreate'), {
      phone: '+420 731 555 011',
      discount: 5,
      code,
    }).expect(201);
    const duplicate = await post(gateway, session, pathOf('vipCreate'), {
      phone: '+420 731 555 012',
      discount: 5,
      code,
    }).expect(409);
    expect(duplicate.body).toEqual({ message: 'Tento VIP kód již existuje' });
    const list = await get(gateway, session, pathOf('vipList')).expect(200);
    expect(list.body.filter((vip: { code: string }) => vip.code === code)).toHaveLength(1);
  });

  it('answers 400 naming a code that is not 8 uppercase letters and a discount over 100 %', async () => {
    const response = await post(gateway, session, pathOf('vipCreate'), {
      phone: '+420 731 555 013',
      discount: 150,
      code: 'abc',
    }).expect(400);
    expect(response.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'body.code',
      'body.discount',
    ]);
  });
});

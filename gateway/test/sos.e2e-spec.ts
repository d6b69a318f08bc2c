import { pathOf, SosListSchema } from '@taxi/contracts';
import { get, post } from './support/fixtures';
import { ADAPTERS, login, type Session, startGateway, type TestGateway } from './support/test-app';

describe.each(ADAPTERS)('SOS alerts (%s adapter)', (adapter) => {
  let gateway: TestGateway;
  let session: Session;

  beforeAll(async () => {
    gateway = await startGateway(adapter);
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  it('lists the two open alerts with the user who raised them', async () => {
    const response = await get(gateway, session, pathOf('sosList')).expect(200);
    expect(SosListSchema.safeParse(response.body).success).toBe(true);
    expect(response.body).toHaveLength(2);
    expect(response.body[0].user.phone).toMatch(/^\+420\d{9}$/);
  });

  it('dismisses an alert, and then answers 404 for it', async () => {
    const [alert] = (await get(gateway, session, pathOf('sosList')).expect(200)).body;
    await post(gateway, session, pathOf('sosDismiss'), { id: alert.id }).expect(200, { ok: true });
    const remaining = (await get(gateway, session, pathOf('sosList')).expect(200)).body;
    expect(remaining.map((a: { id: number }) => a.id)).not.toContain(alert.id);
    const again = await post(gateway, session, pathOf('sosDismiss'), { id: alert.id }).expect(404);
    expect(again.body).toEqual({ message: 'SOS nenalezeno' });
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await post(gateway, session, pathOf('sosDismiss'), { id: 'první' }).expect(400);
    expect(response.body.issues[0].path).toBe('body.id');
  });
});

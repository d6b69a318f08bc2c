import { NotificationListSchema, pathOf } from '@taxi/contracts';
import { get, post } from './support/fixtures';
import { ADAPTERS, login, type Session, startGateway, type TestGateway } from './support/test-app';

describe.each(ADAPTERS)('notifications (%s adapter)', (adapter) => {
  let gateway: TestGateway;
  let session: Session;

  beforeAll(async () => {
    gateway = await startGateway(adapter);
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  it('lists past notifications newest first', async () => {
    const response = await get(gateway, session, pathOf('notificationList')).expect(200);
    expect(NotificationListSchema.safeParse(response.body).success).toBe(true);
    const times = response.body.map((n: { createdAt: string }) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('sends a notification and lists it first', async () => {
    const created = await post(gateway, session, pathOf('notificationCreate'), {
      title: 'Silvestr',
      content: 'Na Silvestra jezdíme nonstop. Objednávejte včas!',
    }).expect(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), title: 'Silvestr' });
    const list = await get(gateway, session, pathOf('notificationList')).expect(200);
    expect(list.body[0]).toEqual(created.body);
  });

  it('answers 400 for a title over 20 characters or text over 255', async () => {
    const response = await post(gateway, session, pathOf('notificationCreate'), {
      title: 'Tento nadpis je určitě delší než dvacet znaků',
      content: 'x'.repeat(256),
    }).expect(400);
    expect(response.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'body.content',
      'body.title',
    ]);
  });
});

import { pathOf, WorkHoursListSchema } from '@taxi/contracts';
import { get, post } from './support/fixtures';
import { ADAPTERS, login, type Session, startGateway, type TestGateway } from './support/test-app';

describe.each(ADAPTERS)('work hours (%s adapter)', (adapter) => {
  let gateway: TestGateway;
  let session: Session;

  beforeAll(async () => {
    gateway = await startGateway(adapter);
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  const week = async () =>
    (await get(gateway, session, pathOf('workHoursList', { token: 'me' })).expect(200)).body;

  it('lists all seven days, Monday to Sunday', async () => {
    const days = await week();
    expect(WorkHoursListSchema.safeParse(days).success).toBe(true);
    expect(days.map((entry: { day: number }) => entry.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('sets a day and removes it again', async () => {
    await post(gateway, session, pathOf('tokenCheck', { token: 'setWorkhours' }), {
      id: 7,
      from: '18:00',
      to: '02:30',
    }).expect(200);
    expect((await week())[6]).toMatchObject({ day: 7, from: '18:00', to: '02:30' });
    await post(gateway, session, pathOf('tokenCheck', { token: 'removeWorkHours' }), { id: 7 }).expect(200);
    expect((await week())[6]).toMatchObject({ day: 7, from: null, to: null });
  });

  it('answers 400 for day 8 and a time of 25:00', async () => {
    const response = await post(gateway, session, pathOf('tokenCheck', { token: 'setWorkhours' }), {
      id: 8,
      from: '25:00',
      to: '22:00',
    }).expect(400);
    expect(response.body.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'body.id',
      'body.from',
    ]);
  });
});

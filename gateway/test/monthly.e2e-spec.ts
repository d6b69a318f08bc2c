import { pathOf, pragueMonthRange, pragueParts } from '@taxi/contracts';
import { listOrders, post } from './support/fixtures';
import { ADAPTERS, login, type Session, startGateway, type TestGateway } from './support/test-app';

describe.each(ADAPTERS)('monthly table (%s adapter)', (adapter) => {
  let gateway: TestGateway;
  let session: Session;
  const { month, year } = pragueParts(new Date());

  beforeAll(async () => {
    gateway = await startGateway(adapter);
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  it('earns the sum of the month’s done rides (Prague calendar month)', async () => {
    const previous = month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
    const { start, end } = pragueMonthRange(previous.year, previous.month);
    const expected = (await listOrders(gateway, session))
      .filter((order) => order.ride.status === 'done')
      .filter((order) => {
        const time = Date.parse(order.ride.createdAt);
        return time >= start.getTime() && time < end.getTime();
      })
      .reduce((sum, order) => sum + order.ride.price, 0);
    const response = await post(
      gateway,
      session,
      pathOf('tokenCheck', { token: 'earnings' }),
      previous,
    ).expect(200);
    expect(response.body).toEqual({ earnings: expected });
    expect(expected).toBeGreaterThan(0);
  });

  it('keeps items per month: add, list, delete', async () => {
    const added = await post(gateway, session, pathOf('tokenCheck', { token: 'addMonthlyData' }), {
      month,
      year,
      name: 'Mytí vozů',
      price: -1250.5,
    }).expect(201);
    expect(added.body).toEqual({ id: expect.any(Number), name: 'Mytí vozů', price: -1250.5 });
    const items = await post(gateway, session, pathOf('tokenCheck', { token: 'monthlyData' }), {
      month,
      year,
    }).expect(200);
    expect(items.body).toContainEqual(added.body);
    const otherMonth = await post(gateway, session, pathOf('tokenCheck', { token: 'monthlyData' }), {
      month,
      year: year - 3,
    }).expect(200);
    expect(otherMonth.body).not.toContainEqual(added.body);

    await post(gateway, session, pathOf('tokenCheck', { token: 'deleteMonthlyData' }), {
      id: added.body.id,
    }).expect(200);
    const after = await post(gateway, session, pathOf('tokenCheck', { token: 'monthlyData' }), {
      month,
      year,
    }).expect(200);
    expect(after.body).not.toContainEqual(added.body);
    await post(gateway, session, pathOf('tokenCheck', { token: 'deleteMonthlyData' }), {
      id: added.body.id,
    }).expect(404);
  });

  it('refuses an absurd or non-numeric amount with 400 and keeps nothing', async () => {
    const before = await post(gateway, session, pathOf('tokenCheck', { token: 'monthlyData' }), {
      month,
      year,
    }).expect(200);
    for (const price of [10_000_000.01, -12_505_000, '1250,50', null]) {
      const response = await post(gateway, session, pathOf('tokenCheck', { token: 'addMonthlyData' }), {
        month,
        year,
        name: 'Překlep',
        price,
      }).expect(400);
      expect(response.body.issues.map((issue: { path: string }) => issue.path)).toEqual(['body.price']);
    }
    // A JSON number too large for a double arrives as Infinity.
    await gateway
      .http()
      .post(pathOf('tokenCheck', { token: 'addMonthlyData' }))
      .set('Cookie', session.cookie)
      .set('Content-Type', 'application/json')
      .send(`{"month":${month},"year":${year},"name":"Překlep","price":1e400}`)
      .expect(400);
    await post(gateway, session, pathOf('tokenCheck', { token: 'addMonthlyData' }), {
      month,
      year,
      name: 'Hranice',
      price: -10_000_000,
    }).expect(201);
    const after = await post(gateway, session, pathOf('tokenCheck', { token: 'monthlyData' }), {
      month,
      year,
    }).expect(200);
    expect(after.body.filter((item: { name: string }) => item.name === 'Překlep')).toEqual([]);
    expect(after.body).toHaveLength(before.body.length + 1);
  });

  it('answers 400 for month 13 and year 0', async () => {
    const response = await post(gateway, session, pathOf('tokenCheck', { token: 'earnings' }), {
      month: 13,
      year: 0,
    }).expect(400);
    expect(response.body.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'body.month',
      'body.year',
    ]);
  });
});

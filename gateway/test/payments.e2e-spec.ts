import { BalanceSchema, pathOf, pragueParts, pragueWallTime } from '@taxi/contracts';
import { get, listOrders } from './support/fixtures';
import { ADAPTERS, login, type Session, startGateway, type TestGateway } from './support/test-app';

describe.each(ADAPTERS)('balance (%s adapter)', (adapter) => {
  let gateway: TestGateway;
  let session: Session;

  beforeAll(async () => {
    gateway = await startGateway(adapter);
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  it('answers the eight windows, each containing the shorter ones', async () => {
    const response = await get(gateway, session, pathOf('balance', { token: 'me' })).expect(200);
    const balance = BalanceSchema.parse(response.body);
    const chain = [
      balance.balanceDay,
      balance.balanceWeek,
      balance.balanceMonth,
      balance.balance3Months,
      balance.balance6Months,
      balance.balanceYear,
    ];
    expect(chain).toEqual([...chain].sort((a, b) => a - b));
    expect(balance.balanceYear).toBeGreaterThan(0);
    expect(balance.balanceYTD).toBeLessThanOrEqual(balance.balanceYear);
  });

  it('sums the prices of done rides: the last 24 hours and the year to date', async () => {
    const orders = await listOrders(gateway, session);
    const balance = (await get(gateway, session, pathOf('balance', { token: 'me' })).expect(200)).body;
    const now = Date.now();
    const doneSince = (since: number) =>
      orders
        .filter((order) => order.ride.status === 'done' && Date.parse(order.ride.createdAt) > since)
        .reduce((sum, order) => sum + order.ride.price, 0);
    expect(balance.balanceDay).toBe(doneSince(now - 24 * 3_600_000));
    const newYear = pragueWallTime(pragueParts(new Date()).year, 1, 1).getTime();
    expect(balance.balanceYTD).toBe(doneSince(newYear - 1));
  });
});

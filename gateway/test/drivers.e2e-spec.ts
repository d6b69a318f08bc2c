import { DriverListSchema, pathOf } from '@taxi/contracts';
import { customers, get, listDrivers, listUsers, post } from './support/fixtures';
import { ADAPTERS, login, type Session, startGateway, type TestGateway } from './support/test-app';

describe.each(ADAPTERS)('drivers (%s adapter)', (adapter) => {
  let gateway: TestGateway;
  let session: Session;

  beforeAll(async () => {
    gateway = await startGateway(adapter);
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  it('lists the 6 drivers sorted by last name', async () => {
    const drivers = await listDrivers(gateway, session);
    expect(DriverListSchema.safeParse(drivers).success).toBe(true);
    expect(drivers).toHaveLength(6);
    const names = drivers.map((driver) => driver.user?.last_name ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'cs')));
  });

  it('makes a customer a driver and back', async () => {
    const [customer] = await customers(gateway, session);
    await post(gateway, session, pathOf('driverAdd'), { id_user: customer!.id }).expect(200, { ok: true });
    expect((await listDrivers(gateway, session)).some((driver) => driver.id_user === customer!.id)).toBe(
      true,
    );
    expect((await listUsers(gateway, session)).find((user) => user.id === customer!.id)?.status).toBe(
      'driver',
    );

    await post(gateway, session, pathOf('driverRemove'), { id_user: customer!.id }).expect(200);
    expect((await listDrivers(gateway, session)).some((driver) => driver.id_user === customer!.id)).toBe(
      false,
    );
    expect((await listUsers(gateway, session)).find((user) => user.id === customer!.id)?.status).toBeNull();
  });

  it('refuses to make a blacklisted user a driver', async () => {
    const blacklisted = (await listUsers(gateway, session)).find((user) => user.status === 'blacklist');
    const response = await post(gateway, session, pathOf('driverAdd'), { id_user: blacklisted!.id }).expect(
      409,
    );
    expect(response.body).toEqual({ message: 'Uživatel je na blacklistu' });
  });

  it('answers 404 when removing someone who is not a driver', async () => {
    const [, customer] = await customers(gateway, session);
    await post(gateway, session, pathOf('driverRemove'), { id_user: customer!.id }).expect(404);
  });

  it('gives the push tokens of all drivers and of one driver', async () => {
    const drivers = await listDrivers(gateway, session);
    const all = await get(gateway, session, pathOf('driverTokens')).expect(200);
    expect(all.body).toHaveLength(drivers.length);
    const one = await get(gateway, session, pathOf('driverToken', { driverId: drivers[0]!.id })).expect(200);
    expect(one.body).toHaveLength(1);
    expect(all.body).toContain(one.body[0]);
    await get(gateway, session, pathOf('driverToken', { driverId: '99999' })).expect(404);
  });
});

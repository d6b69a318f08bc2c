import { pathOf, UserListSchema } from '@taxi/contracts';
import { customers, listUsers, post } from './support/fixtures';
import { ADAPTERS, login, type Session, startGateway, type TestGateway } from './support/test-app';

describe.each(ADAPTERS)('users and blacklist (%s adapter)', (adapter) => {
  let gateway: TestGateway;
  let session: Session;

  beforeAll(async () => {
    gateway = await startGateway(adapter);
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  it('lists at least 60 users in the documented shape, with drivers, admins and blacklisted ones', async () => {
    const users = await listUsers(gateway, session);
    expect(UserListSchema.safeParse(users).success).toBe(true);
    expect(users.length).toBeGreaterThanOrEqual(60);
    const count = (status: string) => users.filter((user) => user.status === status).length;
    expect([count('driver'), count('admin'), count('blacklist')]).toEqual([6, 2, 3]);
    expect(users.some((user) => user.first_name === null)).toBe(true);
    expect(users.some((user) => user.last_name === null)).toBe(true);
    expect(users.some((user) => user.rides > 0)).toBe(true);
  });

  it('blacklists a customer by phone (default reason) and takes them off again', async () => {
    const [customer] = await customers(gateway, session);
    await post(gateway, session, pathOf('userList', { token: 'blacklistPhone' }), {
      phone: customer!.phone,
    }).expect(200, {
      ok: true,
    });
    let users = await listUsers(gateway, session);
    expect(users.find((user) => user.id === customer!.id)?.status).toBe('blacklist');

    await post(gateway, session, pathOf('blacklistRemove'), {
      phone: customer!.phone,
      reasonText: 'Bez důvodu',
    }).expect(200);
    users = await listUsers(gateway, session);
    expect(users.find((user) => user.id === customer!.id)?.status).toBeNull();
  });

  it('answers 404 in Czech for a phone nobody has', async () => {
    const response = await post(gateway, session, pathOf('userList', { token: 'blacklistPhone' }), {
      phone: '+420 600 000 001',
    }).expect(404);
    expect(response.body).toEqual({ message: 'Uživatel s tímto telefonem neexistuje' });
  });

  it('answers 400 for a phone with letters', async () => {
    const response = await post(gateway, session, pathOf('userList', { token: 'blacklistPhone' }), {
      phone: 'volejte mi',
    }).expect(400);
    expect(response.body.issues[0].path).toBe('body.phone');
  });

  it('deletes a customer, then answers 404 for the same id', async () => {
    const [, customer] = await customers(gateway, session);
    await post(gateway, session, pathOf('userList', { token: 'delete' }), { id_user: customer!.id }).expect(
      200,
      { ok: true },
    );
    const users = await listUsers(gateway, session);
    expect(users.some((user) => user.id === customer!.id)).toBe(false);
    const again = await post(gateway, session, pathOf('userList', { token: 'delete' }), {
      id_user: customer!.id,
    }).expect(404);
    expect(again.body).toEqual({ message: 'Uživatel nenalezen' });
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    await post(gateway, session, pathOf('userList', { token: 'delete' }), { id_user: -3 }).expect(400);
    await post(gateway, session, pathOf('userList', { token: 'delete' }), { id_user: '5' }).expect(400);
  });
});

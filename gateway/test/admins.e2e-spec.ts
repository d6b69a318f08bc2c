import { customers, listUsers, post } from './support/fixtures';
import { ADAPTERS, login, type Session, startGateway, type TestGateway } from './support/test-app';
import { pathOf } from '@taxi/contracts';

describe.each(ADAPTERS)('administrators (%s adapter)', (adapter) => {
  let gateway: TestGateway;
  let session: Session;

  beforeAll(async () => {
    gateway = await startGateway(adapter);
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  it('makes a customer an admin and back, with the token taken from the cookie', async () => {
    const [customer] = await customers(gateway, session);
    await post(gateway, session, pathOf('tokenCheck', { token: 'appSet' }), { id_user: customer!.id }).expect(
      200,
      { ok: true },
    );
    expect((await listUsers(gateway, session)).find((user) => user.id === customer!.id)?.status).toBe(
      'admin',
    );
    await post(gateway, session, pathOf('tokenCheck', { token: 'appRemove' }), {
      id_user: customer!.id,
    }).expect(200);
    expect((await listUsers(gateway, session)).find((user) => user.id === customer!.id)?.status).toBeNull();
  });

  it('accepts the documented body token instead of the cookie', async () => {
    const [, customer] = await customers(gateway, session);
    await gateway
      .http()
      .post(pathOf('tokenCheck', { token: 'appSet' }))
      .send({ id_user: customer!.id, token: session.token })
      .expect(200);
    await gateway
      .http()
      .post(pathOf('tokenCheck', { token: 'appRemove' }))
      .send({ id_user: customer!.id, token: session.token })
      .expect(200);
  });

  it('answers 404 for removing someone who is not an admin and for an unknown user', async () => {
    const [, , customer] = await customers(gateway, session);
    await post(gateway, session, pathOf('tokenCheck', { token: 'appRemove' }), {
      id_user: customer!.id,
    }).expect(404);
    await post(gateway, session, pathOf('tokenCheck', { token: 'appSet' }), { id_user: 999_999 }).expect(404);
  });
});

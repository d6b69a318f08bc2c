import { endpoints, pathOf } from '@taxi/contracts';
import { CALLS_WITH_A_REQUIRED_QUERY, concretePath } from './support/catalogue-paths';
import { ADAPTERS, login, type Session, startGateway, type TestGateway } from './support/test-app';

const documented = Object.entries(endpoints);

describe.each(ADAPTERS)('every documented call (%s adapter)', (adapter) => {
  let gateway: TestGateway;
  let session: Session;

  beforeAll(async () => {
    gateway = await startGateway(adapter);
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  const adminOnly = documented.filter(([, endpoint]) => endpoint.access === 'admin');
  it.each(adminOnly)('%s answers 401 without a session', async (_name, endpoint) => {
    const path = concretePath(endpoint.path);
    const call = endpoint.method === 'GET' ? gateway.http().get(path) : gateway.http().post(path).send({});
    const response = await call.expect(401);
    expect(response.body).toEqual({ message: 'Přihlášení vypršelo. Přihlaste se prosím znovu.' });
  });

  it.each(adminOnly)('%s answers 401 with an unknown token', async (_name, endpoint) => {
    const path = concretePath(endpoint.path);
    const auth = { Authorization: 'Bearer not-a-real-session-token' };
    const call =
      endpoint.method === 'GET'
        ? gateway.http().get(path).set(auth)
        : gateway.http().post(path).set(auth).send({});
    await call.expect(401);
  });

  const withBody = documented.filter(([, endpoint]) => endpoint.method === 'POST');
  it.each(withBody)('%s answers 400 naming the field for a malformed body', async (_name, endpoint) => {
    const response = await gateway
      .http()
      .post(concretePath(endpoint.path))
      .set('Cookie', session.cookie)
      .send({ unexpected: { nested: true } })
      .expect(400);
    expect(response.body.message).toBe('Neplatná data požadavku.');
    expect(response.body.issues.length).toBeGreaterThan(0);
    for (const issue of response.body.issues) {
      expect(issue.path).toMatch(/^body/);
      expect(typeof issue.message).toBe('string');
    }
  });

  it.each(withBody)('%s answers 400 for a body that is not JSON', async (_name, endpoint) => {
    const response = await gateway
      .http()
      .post(concretePath(endpoint.path))
      .set('Cookie', session.cookie)
      .set('Content-Type', 'application/json')
      .send('{"broken": ')
      .expect(400);
    expect(response.body.issues).toEqual([
      { path: 'body', message: 'Tělo požadavku není platný JSON.', code: 'invalid' },
    ]);
  });

  // Every call with a query, forwarded or the gateway's own: its entry's schema checks it.
  it.each(CALLS_WITH_A_REQUIRED_QUERY)(
    '%s answers 400 naming each query field it needs and lacks',
    async (_name, endpoint, fields) => {
      const path = concretePath(endpoint.path);
      const call =
        endpoint.method === 'GET'
          ? gateway.http().get(path)
          : gateway.http().post(path).send({ unexpected: true });
      const response = await call.set('Cookie', session.cookie).expect(400);
      const named = (response.body.issues as { path: string }[]).map((issue) => issue.path);
      expect(named).toEqual(expect.arrayContaining(fields.map((field) => `query.${field}`)));
    },
  );

  it('answers 400 for a malformed token in a {token} path', async () => {
    const response = await gateway
      .http()
      .get('/api/user/bad%20token!')
      .set('Cookie', session.cookie)
      .expect(400);
    expect(response.body.issues[0].path).toBe('params.token');
  });

  it('answers 400 for a driver id that is not a positive number', async () => {
    const response = await gateway
      .http()
      .get(pathOf('driverToken', { driverId: 'abc' }))
      .set('Cookie', session.cookie)
      .expect(400);
    expect(response.body.issues[0].path).toBe('params.driverId');
  });

  it('answers 413 for a body over the size limit', async () => {
    const response = await gateway
      .http()
      .post(pathOf('sendWebEmail'))
      .send({ name: 'x'.repeat(200 * 1024), email: 'a@b.cz', subject: 's', message: 'm' })
      .expect(413);
    expect(response.body).toEqual({ message: 'Požadavek je příliš velký.' });
  });

  it('answers an unknown /api path with a Czech 404 envelope', async () => {
    const response = await gateway.http().get('/api/nothing/here').set('Cookie', session.cookie).expect(404);
    expect(response.body).toEqual({ message: 'Požadovaná adresa neexistuje.' });
  });

  it('routes the static /api/admins GET paths before the {token} check', async () => {
    for (const path of [
      pathOf('driverTokens'),
      pathOf('tokenCheck', { token: 'getNotificationTokensOfDrivers' }),
    ]) {
      const response = await gateway.http().get(path).set('Cookie', session.cookie).expect(200);
      expect(Array.isArray(response.body)).toBe(true);
    }
  });

  it('serves the driver list with and without the trailing slash', async () => {
    for (const path of [pathOf('driverList'), '/api/driver']) {
      const response = await gateway.http().get(path).set('Cookie', session.cookie).expect(200);
      expect(Array.isArray(response.body)).toBe(true);
    }
  });
});

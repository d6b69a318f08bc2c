import { ADAPTERS, login, MOCK_CREDENTIALS, startGateway, type TestGateway } from './support/test-app';
import { pathOf } from '@taxi/contracts';

function cookiesOf(response: { headers: Record<string, unknown> }): string[] {
  return ([] as string[]).concat((response.headers['set-cookie'] as string[] | undefined) ?? []);
}

describe.each(ADAPTERS)('session: login, token check, logout (%s adapter)', (adapter) => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startGateway(adapter);
  });
  afterAll(() => gateway.close());

  it('logs in with the mock credentials and sets an HttpOnly, SameSite=Strict session cookie for 12 h', async () => {
    const response = await gateway.http().post(pathOf('login')).send(MOCK_CREDENTIALS).expect(200);
    expect(response.body.accessToken).toMatch(/^[A-Za-z0-9._~+/=-]{20,}$/);
    const [token, hint] = [
      cookiesOf(response).find((c) => c.startsWith('token=')),
      cookiesOf(response).find((c) => c.startsWith('session=')),
    ];
    expect(token).toContain(`token=${response.body.accessToken}`);
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Strict/);
    expect(token).toMatch(/Max-Age=43200/);
    expect(token).not.toMatch(/Secure/);
    expect(hint).toMatch(/^session=1;/);
    expect(hint).not.toMatch(/HttpOnly/);
  });

  it('marks the cookies Secure when served over HTTPS behind a trusted proxy', async () => {
    const secure = await startGateway(adapter, { TRUST_PROXY: 'loopback' });
    try {
      const response = await secure
        .http()
        .post(pathOf('login'))
        .set('X-Forwarded-Proto', 'https')
        .send(MOCK_CREDENTIALS)
        .expect(200);
      for (const cookie of cookiesOf(response)) {
        expect(cookie).toMatch(/; Secure/);
      }
    } finally {
      await secure.close();
    }
  });

  it('marks the cookies Secure by default whenever the public origin is HTTPS, however the request came', async () => {
    const behindTls = await startGateway(adapter, { PUBLIC_ORIGIN: 'https://taxi.example.cz' }, {});
    try {
      // A proxy that forgot X-Forwarded-Proto: the cookies are Secure all the same.
      const response = await behindTls
        .http()
        .post(pathOf('login'))
        .set('Host', 'taxi.example.cz')
        .set('Origin', 'https://taxi.example.cz')
        .send(MOCK_CREDENTIALS)
        .expect(200);
      const cookies = cookiesOf(response);
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/; Secure/);
      }
    } finally {
      await behindTls.close();
    }
  });

  it('refuses wrong credentials with the Czech message and no cookie', async () => {
    const response = await gateway
      .http()
      .post(pathOf('login'))
      .send({ username: MOCK_CREDENTIALS.username, password: 'spatne' })
      .expect(401);
    expect(response.body).toEqual({ message: 'Špatné přihlašovací údaje' });
    expect(cookiesOf(response)).toEqual([]);
  });

  it('answers 400 naming the missing password', async () => {
    const response = await gateway.http().post(pathOf('login')).send({ username: 'x' }).expect(400);
    expect(response.body.issues).toEqual([
      { path: 'body.password', message: expect.any(String), code: expect.any(String) },
    ]);
  });

  it('checks a token: true for a live one, false for an unknown one, by path or as `me`', async () => {
    const session = await login(gateway);
    const live = await gateway
      .http()
      .get(pathOf('tokenCheck', { token: session.token }))
      .expect(200);
    expect(live.body).toBe(true);
    expect(live.headers['content-type']).toMatch(/application\/json/);
    expect(
      (
        await gateway
          .http()
          .get(pathOf('tokenCheck', { token: 'unknown-token-123' }))
          .expect(200)
      ).body,
    ).toBe(false);
    expect(
      (
        await gateway
          .http()
          .get(pathOf('tokenCheck', { token: 'me' }))
          .set('Cookie', session.cookie)
          .expect(200)
      ).body,
    ).toBe(true);
    expect(
      (
        await gateway
          .http()
          .get(pathOf('tokenCheck', { token: 'me' }))
          .expect(200)
      ).body,
    ).toBe(false);
  });

  it('accepts the session as cookie, bearer header, path token or body token', async () => {
    const session = await login(gateway);
    await gateway.http().get(pathOf('vipList')).set('Cookie', session.cookie).expect(200);
    await gateway.http().get(pathOf('vipList')).set('Authorization', `Bearer ${session.token}`).expect(200);
    await gateway
      .http()
      .get(pathOf('userList', { token: session.token }))
      .expect(200);
    await gateway
      .http()
      .get(pathOf('balance', { token: session.token }))
      .expect(200);
    await gateway
      .http()
      .get(pathOf('workHoursList', { token: session.token }))
      .expect(200);
    await gateway
      .http()
      .post(pathOf('tokenCheck', { token: 'removeWorkHours' }))
      .send({ token: session.token, id: 7 })
      .expect(200);
  });

  it('logs out with the cookie alone: clears both cookies and ends the session', async () => {
    const session = await login(gateway);
    const response = await gateway
      .http()
      .post(pathOf('logout'))
      .set('Cookie', session.cookie)
      .send({})
      .expect(200);
    expect(response.body).toEqual({ ok: true });
    const cleared = cookiesOf(response);
    expect(cleared.some((c) => c.startsWith('token=;') && c.includes('Expires=Thu, 01 Jan 1970'))).toBe(true);
    expect(cleared.some((c) => c.startsWith('session=;'))).toBe(true);
    expect(
      (
        await gateway
          .http()
          .get(pathOf('tokenCheck', { token: session.token }))
          .expect(200)
      ).body,
    ).toBe(false);
    await gateway.http().get(pathOf('vipList')).set('Cookie', session.cookie).expect(401);
  });

  it('logs out with the documented body token', async () => {
    const session = await login(gateway);
    await gateway.http().post(pathOf('logout')).send({ token: session.token }).expect(200);
    expect(
      (
        await gateway
          .http()
          .get(pathOf('tokenCheck', { token: session.token }))
          .expect(200)
      ).body,
    ).toBe(false);
  });

  it('clears the cookies even when there is no session to log out', async () => {
    const response = await gateway.http().post(pathOf('logout')).send({}).expect(401);
    expect(cookiesOf(response).some((c) => c.startsWith('token=;'))).toBe(true);
  });

  it('writes login, failed and logout rows to the login history', async () => {
    await gateway.http().post(pathOf('login')).send({ username: 'vetrelec', password: 'x' }).expect(401);
    const session = await login(gateway);
    await gateway.http().post(pathOf('logout')).send({ token: session.token }).expect(200);
    const reader = await login(gateway);
    const history = await gateway.http().get(pathOf('loginHistory')).set('Cookie', reader.cookie).expect(200);
    const rows = history.body as { name: string; type: string; createdAt: string }[];
    expect(rows.slice(0, 4).map((row) => [row.name, row.type])).toEqual([
      [MOCK_CREDENTIALS.username, 'login'],
      [MOCK_CREDENTIALS.username, 'logout'],
      [MOCK_CREDENTIALS.username, 'login'],
      ['vetrelec', 'failed'],
    ]);
  });
});

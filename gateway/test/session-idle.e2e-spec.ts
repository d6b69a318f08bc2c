import { pathOf, SESSION_IDLE_CODE } from '@taxi/contracts';
import { ADAPTERS, MOCK_CREDENTIALS, type Session, startGateway, type TestGateway } from './support/test-app';
import { useMovableClock } from './support/movable-clock';

const MINUTE = 60_000;

/** Signs in as a browser does (it says how it fetched); the answer's cookies as a Cookie header. */
async function browserLogin(gateway: TestGateway, cookie = ''): Promise<Session> {
  const response = await gateway
    .http()
    .post(pathOf('login'))
    .set('Sec-Fetch-Mode', 'cors')
    .set('Cookie', cookie)
    .send(MOCK_CREDENTIALS)
    .expect(200);
  const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return {
    token: (response.body as { accessToken: string }).accessToken,
    cookie: setCookies.map((line) => line.split(';')[0]).join('; '),
  };
}

describe.each(ADAPTERS)('idle sessions (%s adapter)', (adapter) => {
  let gateway: TestGateway;
  let now = Date.parse('2026-11-29T08:00:00Z');

  beforeAll(async () => {
    gateway = await startGateway(adapter, { SESSION_IDLE_MINUTES: '30' });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    useMovableClock(now);
  });
  afterEach(() => {
    now = Date.now() + 24 * 60 * MINUTE;
    jest.useRealTimers();
  });

  const later = (minutes: number) => jest.setSystemTime(Date.now() + minutes * MINUTE);
  const read = (session: Session) => gateway.http().get(pathOf('vipList')).set('Cookie', session.cookie);
  const activity = (session: Session) =>
    gateway.http().post(pathOf('sessionActivity')).set('Cookie', session.cookie).send({});

  it('never locks a session a program opened (no Sec-Fetch-Mode): it has no screen', async () => {
    const response = await gateway.http().post(pathOf('login')).send(MOCK_CREDENTIALS).expect(200);
    const token = (response.body as { accessToken: string }).accessToken;
    later(120);
    await gateway.http().get(pathOf('vipList')).set('Authorization', `Bearer ${token}`).expect(200);
  });

  it('locks a browser’s session for a program using its token too', async () => {
    const session = await browserLogin(gateway);
    later(31);
    const locked = await gateway
      .http()
      .get(pathOf('vipList'))
      .set('Authorization', `Bearer ${session.token}`);
    expect(locked.status).toBe(401);
    expect(locked.body).toMatchObject({ code: SESSION_IDLE_CODE });
  });

  it('says who the session is and when it locks', async () => {
    const session = await browserLogin(gateway);
    const info = await gateway.http().get(pathOf('sessionInfo')).set('Cookie', session.cookie).expect(200);
    expect(info.body).toEqual({ admin: MOCK_CREDENTIALS.username, idleTimeoutMs: 30 * MINUTE });
  });

  it('locks after 30 minutes without input; background reads are no input, and a ping cannot unlock', async () => {
    const session = await browserLogin(gateway);
    later(29);
    await read(session).expect(200);
    later(2);
    const locked = await read(session).expect(401);
    expect(locked.body).toEqual({ message: expect.stringMatching(/nečinnosti/), code: SESSION_IDLE_CODE });
    await activity(session).expect(401);
    // Locked, not ended: writes are refused the same way.
    await gateway
      .http()
      .post(pathOf('workHoursSet'))
      .set('Cookie', session.cookie)
      .send({ id: 5, from: '09:00', to: '17:00' })
      .expect(401);
  });

  it('stays open while the admin works: the screen’s activity signal and every write count', async () => {
    const session = await browserLogin(gateway);
    later(20);
    await activity(session).expect(200);
    later(20);
    await read(session).expect(200);
    await gateway
      .http()
      .post(pathOf('workHoursSet'))
      .set('Cookie', session.cookie)
      .send({ id: 5, from: '09:00', to: '17:00' })
      .expect(200);
    later(29);
    await read(session).expect(200);
    later(2);
    await read(session).expect(401);
  });

  it('unlocks by signing in again in the same browser, which ends the locked session', async () => {
    const session = await browserLogin(gateway);
    later(31);
    await read(session).expect(401);
    const again = await browserLogin(gateway, session.cookie);
    await gateway.http().get(pathOf('vipList')).set('Cookie', again.cookie).expect(200);
    // The old token is over, not merely locked.
    const old = await gateway.http().get(pathOf('vipList')).set('Authorization', `Bearer ${session.token}`);
    expect(old.status).toBe(401);
    expect(old.body).not.toHaveProperty('code');
  });
});

describe('idle sessions switched off (SESSION_IDLE_MINUTES=0)', () => {
  it('never locks', async () => {
    const gateway = await startGateway('memory', { SESSION_IDLE_MINUTES: '0' });
    useMovableClock();
    try {
      const session = await browserLogin(gateway);
      jest.setSystemTime(Date.now() + 11 * 60 * MINUTE);
      await gateway.http().get(pathOf('vipList')).set('Cookie', session.cookie).expect(200);
    } finally {
      jest.useRealTimers();
      await gateway.close();
    }
  });
});

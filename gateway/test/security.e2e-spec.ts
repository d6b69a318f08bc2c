import { useMovableClock } from './support/movable-clock';
import { login, MOCK_CREDENTIALS, startGateway, type TestGateway } from './support/test-app';
import { pathOf } from '@taxi/contracts';

describe('cross-site requests', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startGateway('memory', { ALLOWED_ORIGINS: 'https://dispecink.example.cz' });
  });
  afterAll(() => gateway.close());

  const notification = { title: 'Test CSRF', content: 'Nemá se odeslat' };

  it('refuses a cookie-authenticated POST from another site with 403 and changes nothing', async () => {
    const session = await login(gateway);
    const response = await gateway
      .http()
      .post(pathOf('notificationCreate'))
      .set('Cookie', session.cookie)
      .set('Origin', 'https://evil.example.com')
      .send(notification)
      .expect(403);
    expect(response.body).toEqual({ message: 'Požadavek z jiného webu byl odmítnut.' });
    const list = await gateway
      .http()
      .get(pathOf('notificationList'))
      .set('Cookie', session.cookie)
      .expect(200);
    expect(list.body.some((n: { title: string }) => n.title === notification.title)).toBe(false);
  });

  it('refuses a cross-site login (login CSRF)', async () => {
    await gateway
      .http()
      .post(pathOf('login'))
      .set('Origin', 'https://evil.example.com')
      .send(MOCK_CREDENTIALS)
      .expect(403);
  });

  it('refuses a POST marked cross-site by the browser even without an Origin', async () => {
    const session = await login(gateway);
    await gateway
      .http()
      .post(pathOf('sosDismiss'))
      .set('Cookie', session.cookie)
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ id: 1 })
      .expect(403);
  });

  it('accepts the same origin and the configured extra origins', async () => {
    const session = await login(gateway);
    await gateway
      .http()
      .post(pathOf('notificationCreate'))
      .set('Cookie', session.cookie)
      .set('Host', 'taxi.example.cz')
      .set('Origin', 'http://taxi.example.cz')
      .send({ title: 'Stejný původ', content: 'OK' })
      .expect(201);
    await gateway
      .http()
      .post(pathOf('notificationCreate'))
      .set('Cookie', session.cookie)
      .set('Origin', 'https://dispecink.example.cz')
      .send({ title: 'Povolený původ', content: 'OK' })
      .expect(201);
  });

  it('lets reads through from anywhere (they change nothing)', async () => {
    const session = await login(gateway);
    await gateway
      .http()
      .get(pathOf('vipList'))
      .set('Cookie', session.cookie)
      .set('Origin', 'https://evil.example.com')
      .expect(200);
  });
});

describe('login throttling', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startGateway('memory', { LOGIN_MAX_FAILURES: '3', LOGIN_FAILURE_WINDOW_MS: '60000' });
  });
  afterAll(() => gateway.close());

  const wrong = { username: MOCK_CREDENTIALS.username, password: 'hadam' };

  it('locks a username out for this client after 3 failures with a Czech 429, then lets it in again', async () => {
    useMovableClock();
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await gateway.http().post(pathOf('login')).send(wrong).expect(401);
      }
      const locked = await gateway.http().post(pathOf('login')).send(MOCK_CREDENTIALS).expect(429);
      expect(locked.body.message).toBe(
        'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím za chvíli.',
      );
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);

      // Another username from the same client is still allowed.
      await gateway.http().post(pathOf('login')).send({ username: 'jiny', password: 'x' }).expect(401);

      // The lockout ends when the time it named has passed (the clock is moved, not waited for).
      jest.setSystemTime(Date.now() + (retryAfter + 1) * 1000);
      await gateway.http().post(pathOf('login')).send(MOCK_CREDENTIALS).expect(200);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('contact form throttling', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startGateway('memory', { CONTACT_MAX_MESSAGES: '2' });
  });
  afterAll(() => gateway.close());

  it('accepts a couple of messages per client, then answers 429 in Czech', async () => {
    const message = {
      name: 'Jan Novák',
      email: 'jan@example.cz',
      subject: 'Dotaz',
      message: 'Jezdíte i do Prahy?',
    };
    await gateway.http().post(pathOf('sendWebEmail')).send(message).expect(200);
    await gateway.http().post(pathOf('sendWebEmail')).send(message).expect(200);
    const response = await gateway.http().post(pathOf('sendWebEmail')).send(message).expect(429);
    // The code for a page that words it in German or English.
    expect(response.body).toEqual({
      message: 'Odeslali jste příliš mnoho zpráv. Zkuste to prosím později.',
      code: 'rate-limited',
    });
  });
});

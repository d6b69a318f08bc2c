import type { NestExpressApplication } from '@nestjs/platform-express';
import request, { type Response } from 'supertest';
import { AppConfig } from '@/config/app-config';
import { createApp } from '@/create-app';
import { logSink } from './support/log-sink';
import {
  ADAPTERS,
  type AdapterName,
  listenOnLoopback,
  MOCK_CREDENTIALS,
  startApp,
  testEnv,
} from './support/test-app';
import { pathOf } from '@taxi/contracts';
import { useMovableClock } from './support/movable-clock';

const LOCKOUT_MESSAGE = 'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím za chvíli.';
const WRONG = { username: MOCK_CREDENTIALS.username, password: 'hadam-heslo-123' };

function cookiesOf(response: Response): string[] {
  return ([] as string[]).concat(response.headers['set-cookie'] ?? []);
}

function deviceCookieOf(response: Response): string {
  const line = cookiesOf(response).find((cookie) => cookie.startsWith('taxi_device='));
  if (!line) {
    throw new Error('no device cookie');
  }
  return line;
}

describe.each(ADAPTERS)(
  'login lockout per username with device cookies (%s adapter)',
  (adapter: AdapterName) => {
    const sink = logSink();
    let app: NestExpressApplication;
    let upstream: NestExpressApplication | undefined;
    /** The Cookie header of the admin's own browser (set by the first test). */
    let office = '';

    // Many clients: the test is the trusted proxy and says who each request comes from.
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const attempt = (address: string, body: object, cookie?: string) => {
      const call = request(app.getHttpServer()).post(pathOf('login')).set(from(address));
      return (cookie ? call.set('Cookie', cookie) : call).send(body);
    };

    beforeAll(async () => {
      const env: Record<string, string> = {
        LOG_LEVEL: 'info',
        TRUST_PROXY: 'loopback',
        LOGIN_MAX_FAILURES: '3',
        // A lock of a minute, doubling up to an hour: no lock runs out while a busy machine runs the
        // test; the test that needs one to end moves the clock.
        LOGIN_FAILURE_WINDOW_MS: '60000',
        LOGIN_MAX_DELAY_MS: '3600000',
      };
      if (adapter === 'http') {
        // The stand-in upstream has its own (test-default) limits; only the gateway is under test.
        upstream = await startApp(testEnv());
        env.UPSTREAM_URL = await listenOnLoopback(upstream);
        env.UPSTREAM_TOKEN_CACHE_MS = '0';
      }
      app = await createApp(AppConfig.fromEnv(testEnv(env)), { logDestination: sink.stream });
      await app.init();
    });
    afterAll(async () => {
      await app.close();
      await upstream?.close();
    });

    it('gives a browser that logged in a signed, HttpOnly device cookie for the login route only', async () => {
      const response = await attempt('198.51.100.10', MOCK_CREDENTIALS).expect(200);
      const cookie = deviceCookieOf(response);
      office = cookie.split(';')[0] ?? '';
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).toMatch(/; Path=\/api\/admins\/login/);
      expect(cookie).toMatch(/; Max-Age=\d+/);
      expect(cookie).not.toContain(MOCK_CREDENTIALS.password);
    });

    it('locks the username for every browser without a device cookie when guesses come from many addresses', async () => {
      sink.clear();
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        await attempt(address, WRONG).expect(401);
      }
      // Even the right password from a fresh address waits now.
      const locked = await attempt('203.0.113.4', MOCK_CREDENTIALS).expect(429);
      expect(locked.body).toEqual({ message: LOCKOUT_MESSAGE, code: 'rate-limited' });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Case and spaces do not make it another username.
      await attempt('203.0.113.5', {
        ...MOCK_CREDENTIALS,
        username: ` ${MOCK_CREDENTIALS.username.toUpperCase()} `,
      }).expect(429);

      // The admin's browser with its device cookie still gets in, from any address.
      const admin = await attempt('192.0.2.77', MOCK_CREDENTIALS, office).expect(200);
      expect(admin.body.accessToken).toEqual(expect.any(String));
      // A forged or altered device cookie is no device cookie.
      const forged = office.replace(
        /\.([^.])([^.]*)$/,
        (_all, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`,
      );
      await attempt('192.0.2.78', MOCK_CREDENTIALS, forged).expect(429);
      // A device cookie of another username does not count for this one.
      const other = office.replace(
        /^taxi_device=[^.]+/,
        `taxi_device=${Buffer.from('jiny').toString('base64url')}`,
      );
      await attempt('192.0.2.79', MOCK_CREDENTIALS, other).expect(429);

      const throttled = sink.entries().filter((entry) => entry.msg?.startsWith('Login throttled'));
      expect(throttled.length).toBeGreaterThanOrEqual(3);
      expect(
        throttled.some(
          (entry) =>
            entry.msg?.includes(`"${MOCK_CREDENTIALS.username}"`) && entry.msg.includes('203.0.113.4'),
        ),
      ).toBe(true);
      const logged = sink.lines.join('\n');
      expect(logged).not.toContain(MOCK_CREDENTIALS.password);
      expect(logged).not.toContain(WRONG.password);
    });

    it('makes each further failure after the lockout wait twice as long', async () => {
      useMovableClock();
      try {
        const firstWait = Number((await attempt('203.0.113.6', WRONG).expect(429)).headers['retry-after']);
        jest.setSystemTime(Date.now() + (firstWait + 1) * 1000);
        await attempt('203.0.113.7', WRONG).expect(401);
        const secondWait = Number((await attempt('203.0.113.8', WRONG).expect(429)).headers['retry-after']);
        expect(secondWait).toBeGreaterThan(firstWait);
      } finally {
        jest.useRealTimers();
      }
    });

    it('limits a device cookie by its own failures only', async () => {
      // A second browser of the admin (its cookie issued to a trusted login).
      const laptop = deviceCookieOf(await attempt('198.51.100.20', MOCK_CREDENTIALS, office).expect(200));
      const second = laptop.split(';')[0] ?? '';
      for (let failure = 0; failure < 3; failure += 1) {
        await attempt('198.51.100.20', WRONG, second).expect(401);
      }
      await attempt('198.51.100.20', MOCK_CREDENTIALS, second).expect(429);
      // The office browser is not affected by the laptop's mistakes.
      await attempt('198.51.100.10', MOCK_CREDENTIALS, office).expect(200);
      expect(sink.entries().some((entry) => entry.msg?.includes('(device cookie)'))).toBe(true);
    });
  },
);

import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Response } from 'supertest';
import { pathOf } from '@taxi/contracts';
import { FakeUpstream, sendJson } from './support/fake-upstream';
import { startGateway, type TestGateway } from './support/test-app';

const BURST = 200;
const LIMITS = {
  LOGIN_MAX_FAILURES: '5',
  SESSION_CHECK_MAX_FAILURES: '30',
  CONTACT_MAX_MESSAGES: '5',
  TRUST_PROXY: '1',
};

/**
 * A company server that holds every request until the test lets go: the slowest server there is,
 * without any timing. A burst is sent, and the server answers only once every request of it has
 * either been refused by the gateway or reached the server, so the limits are taken while every
 * earlier request is still under way: exactly the moment a limit counted after the work would miss.
 */
class HeldUpstream {
  private readonly held: (() => void)[] = [];

  private constructor(readonly fake: FakeUpstream) {}

  static async start(): Promise<HeldUpstream> {
    const upstream = new HeldUpstream(await FakeUpstream.start());
    upstream.fake.handle((request, response) => upstream.hold(request, response));
    return upstream;
  }

  /** Requests of one kind that reached the server. */
  count(pattern: RegExp): number {
    return this.fake.seen.filter((line) => pattern.test(line)).length;
  }

  get waiting(): number {
    return this.held.length;
  }

  letGo(): void {
    this.held.splice(0).forEach((answer) => answer());
  }

  private hold(request: http.IncomingMessage, response: http.ServerResponse): void {
    this.held.push(() => {
      if (request.url === pathOf('login')) {
        sendJson(response, 401, { message: 'Špatné heslo' });
      } else if (request.url?.startsWith('/api/admins/')) {
        sendJson(response, 200, false); // the token check: no such session
      } else {
        sendJson(response, 200, { ok: true });
      }
    });
  }
}

/** Sends `BURST` requests at once; lets the server answer once each was refused or reached it. */
async function burst(upstream: HeldUpstream, send: (index: number) => Promise<Response>): Promise<number[]> {
  let answered = 0;
  const requests = Array.from({ length: BURST }, (_, index) =>
    send(index).then((response) => {
      answered += 1;
      return response.status;
    }),
  );
  const deadline = Date.now() + 60_000;
  while (answered + upstream.waiting < BURST && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  upstream.letGo();
  return Promise.all(requests);
}

describe('limits under a burst of 200 parallel requests to a slow company server (one process)', () => {
  let upstream: HeldUpstream;
  let gateway: TestGateway;

  beforeEach(async () => {
    upstream = await HeldUpstream.start();
    gateway = await startGateway('memory', {
      ...LIMITS,
      UPSTREAM_URL: upstream.fake.url,
      UPSTREAM_TOKEN_CACHE_MS: '0',
      // Held longer than a busy machine takes for the burst: a timeout would give the units back
      // (a failure of the server counts for nobody) and let the next ones through.
      UPSTREAM_RESPONSE_TIMEOUT_MS: '120000',
    });
  });
  afterEach(async () => {
    await gateway.close();
    await upstream.fake.close();
  });

  const login = (address: string) =>
    gateway
      .http()
      .post(pathOf('login'))
      .set('X-Forwarded-For', address)
      .send({ username: 'dispecink', password: `hadam-${randomUUID()}` });

  it('login from one address: at most 5 guesses reach the server, the rest are 429', async () => {
    const statuses = await burst(upstream, () => login('198.51.100.1'));
    expect(upstream.count(/^POST \/api\/admins\/login$/)).toBe(5);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - 5);
  });

  it('login for one username from four addresses: still at most 5 guesses', async () => {
    const statuses = await burst(upstream, (index) => login(`198.51.100.${10 + (index % 4)}`));
    expect(upstream.count(/^POST \/api\/admins\/login$/)).toBe(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - 5);
  });

  it('login from a rotating IPv6 /64: one client, at most 5 guesses', async () => {
    const statuses = await burst(upstream, (index) => login(`2001:db8:7:7::${(index + 1).toString(16)}`));
    expect(upstream.count(/^POST \/api\/admins\/login$/)).toBe(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - 5);
  });

  it('unknown session tokens: at most 30 checks reach the server', async () => {
    const statuses = await burst(upstream, () =>
      gateway
        .http()
        .get(pathOf('vipList'))
        .set('X-Forwarded-For', '198.51.100.2')
        .set('Authorization', `Bearer ${randomUUID()}`),
    );
    expect(upstream.count(/^GET \/api\/admins\/[^/]+$/)).toBe(30);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - 30);
  });

  it('logout with made-up tokens: nothing is forwarded, checks stay within the limit, then 429', async () => {
    const statuses = await burst(upstream, () =>
      gateway
        .http()
        .post(pathOf('logout'))
        .set('X-Forwarded-For', '198.51.100.3')
        .send({ token: randomUUID() }),
    );
    expect(upstream.count(/^POST \/api\/history_login\/create$/)).toBe(0);
    expect(upstream.count(/^GET \/api\/admins\/[^/]+$/)).toBeLessThanOrEqual(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - 30);
  });

  it('contact form: at most 5 messages reach the server', async () => {
    const statuses = await burst(upstream, () =>
      gateway
        .http()
        .post(pathOf('sendWebEmail'))
        .set('X-Forwarded-For', '198.51.100.4')
        .send({ name: 'Jan Novák', email: 'jan@example.cz', subject: 'Dotaz', message: 'Jezdíte do Prahy?' }),
    );
    expect(upstream.count(/^POST \/api\/admins\/sendWebEmail$/)).toBe(5);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - 5);
  });
});

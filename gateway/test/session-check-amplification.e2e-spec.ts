import { randomUUID } from 'node:crypto';
import { type FakeUpstream, json, startFakeUpstream } from './support/fake-upstream';
import { connectClient } from './support/socket-client';
import { listenOnLoopback, startGateway, type TestGateway } from './support/test-app';
import { pathOf } from '@taxi/contracts';

const THROTTLED = 'Příliš mnoho požadavků s neplatným přihlášením. Zkuste to prosím za chvíli.';
const LIMITS = { SESSION_CHECK_MAX_FAILURES: '10', SESSION_CHECK_WINDOW_MS: '60000' };

describe('anonymous requests with random bearers (http adapter)', () => {
  let upstream: FakeUpstream;
  let gateway: TestGateway;
  const tokenChecks = () => upstream.seen.filter((line) => /^GET \/api\/admins\/[^/]+$/.test(line)).length;

  beforeAll(async () => {
    // An upstream that knows no token at all.
    upstream = await startFakeUpstream((_request, response) => json(response, 200, false));
    // No token cache in the adapter: the bound must come from the gateway itself.
    gateway = await startGateway('memory', {
      ...LIMITS,
      UPSTREAM_URL: upstream.url,
      UPSTREAM_TOKEN_CACHE_MS: '0',
    });
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  it('asks the upstream about an unknown token once per window, however often it is sent', async () => {
    const token = randomUUID();
    for (let request = 0; request < 5; request += 1) {
      await gateway.http().get(pathOf('vipList')).set('Authorization', `Bearer ${token}`).expect(401);
    }
    await gateway.http().get(pathOf('tokenCheck', { token })).expect(200, 'false');
    expect(tokenChecks()).toBe(1);
  });

  it('stops asking once a client has sent too many unknown tokens: 429 instead, in Czech', async () => {
    upstream.received.length = 0;
    const statuses: number[] = [];
    for (let request = 0; request < 200; request += 1) {
      const response = await gateway
        .http()
        .get(pathOf('vipList'))
        .set('Authorization', `Bearer ${randomUUID()}`);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.body).toEqual({ message: THROTTLED, code: 'rate-limited' });
        expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    }
    // 10 allowed per window, one of them spent by the test above.
    expect(tokenChecks()).toBe(9);
    expect(statuses.filter((status) => status === 401)).toHaveLength(9);
    expect(statuses.filter((status) => status === 429)).toHaveLength(191);
    // The token-check route and the live channel count against the same budget.
    await gateway
      .http()
      .get(pathOf('tokenCheck', { token: randomUUID() }))
      .expect(429);
    const url = await listenOnLoopback(gateway.app);
    await expect(connectClient(url, { Authorization: `Bearer ${randomUUID()}` })).rejects.toThrow(
      'unauthorized',
    );
    expect(tokenChecks()).toBe(9);
  });
});

describe('anonymous requests with random bearers (memory adapter)', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway('memory', LIMITS);
  });
  afterAll(() => gateway.close());

  it('answers 429 after too many unknown tokens from one client', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 15; request += 1) {
      statuses.push(
        (await gateway.http().get(pathOf('vipList')).set('Authorization', `Bearer ${randomUUID()}`)).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(5).fill(429)]);
    // Requests without any token cost nothing upstream and stay a plain 401.
    await gateway.http().get(pathOf('vipList')).expect(401);
  });
});

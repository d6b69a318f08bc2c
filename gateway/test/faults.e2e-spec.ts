import type http from 'node:http';
import { newOrder } from './support/fixtures';
import { type FakeUpstream, json, startFakeUpstream } from './support/fake-upstream';
import { startGateway, type TestGateway } from './support/test-app';
import { pathOf } from '@taxi/contracts';

const TOKEN = 'fault-session-token';
const auth = { Authorization: `Bearer ${TOKEN}` };
const TIMEOUT_MS = 400;

type Behaviour = 'ok' | 'slow' | 'hang-after-acting' | 'drop-first' | 'refuse-500';

/** An upstream whose behaviour per call the test switches, counting what it received. */
function controllable() {
  let behaviour: Behaviour = 'ok';
  const received = { orders: 0, orderLists: 0 };
  let dropped = false;
  const handler = (request: http.IncomingMessage, response: http.ServerResponse): void => {
    const url = request.url ?? '';
    if (url === pathOf('tokenCheck', { token: TOKEN })) {
      return json(response, 200, true);
    }
    if (behaviour === 'refuse-500') {
      return json(response, 500, { message: 'internal' });
    }
    if (url === pathOf('orderCreate')) {
      received.orders += 1;
      // The upstream stores the order, then never answers: a retry would store it twice.
      return behaviour === 'hang-after-acting' ? undefined : json(response, 200, { ok: true });
    }
    if (url === pathOf('orderList')) {
      received.orderLists += 1;
      if (behaviour === 'drop-first' && !dropped) {
        dropped = true;
        return void response.socket?.destroy();
      }
      const answer = () => json(response, 200, []);
      return void (behaviour === 'slow' ? setTimeout(answer, TIMEOUT_MS / 2) : answer());
    }
    return json(response, 404, { message: 'Nenalezeno' });
  };
  return {
    handler,
    received,
    set: (next: Behaviour) => {
      behaviour = next;
      dropped = false;
      received.orders = 0;
      received.orderLists = 0;
    },
  };
}

describe('faults of the upstream (http mode)', () => {
  const upstreamControl = controllable();
  let upstream: FakeUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    upstream = await startFakeUpstream(upstreamControl.handler);
    gateway = await startGateway('memory', {
      UPSTREAM_URL: upstream.url,
      UPSTREAM_RESPONSE_TIMEOUT_MS: String(TIMEOUT_MS),
      UPSTREAM_CONNECT_TIMEOUT_MS: String(TIMEOUT_MS),
      UPSTREAM_TOKEN_CACHE_MS: '60000',
    });
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  it('never retries a POST: an order the upstream stored before timing out is not sent twice', async () => {
    upstreamControl.set('hang-after-acting');
    const response = await gateway.http().post(pathOf('orderCreate')).set(auth).send(newOrder).expect(504);
    expect(response.body).toEqual({ message: expect.stringMatching(/neodpověděl|nedostupn|vypršel|včas/i) });
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS));
    expect(upstreamControl.received.orders).toBe(1);
  });

  it('retries a GET once when the connection drops, and the caller never notices', async () => {
    upstreamControl.set('drop-first');
    await gateway.http().get(pathOf('orderList')).set(auth).expect(200, []);
    expect(upstreamControl.received.orderLists).toBe(2);
  });

  it('waits for a slow upstream that still answers within the timeout', async () => {
    upstreamControl.set('slow');
    await gateway.http().get(pathOf('orderList')).set(auth).expect(200, []);
  });

  it('answers 502 while the upstream fails and recovers by itself when it is back', async () => {
    upstreamControl.set('refuse-500');
    const failing = await gateway.http().get(pathOf('orderList')).set(auth).expect(502);
    expect(Object.keys(failing.body)).toEqual(['message']);
    await gateway.http().get('/healthz').expect(200);
    upstreamControl.set('ok');
    await gateway.http().get(pathOf('orderList')).set(auth).expect(200, []);
  });

  it('keeps serving other routes while many calls hang on the upstream', async () => {
    upstreamControl.set('hang-after-acting');
    const hanging = Array.from({ length: 20 }, () =>
      gateway.http().post(pathOf('orderCreate')).set(auth).send(newOrder),
    );
    const started = Date.now();
    await gateway.http().get('/healthz').expect(200);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
    const results = await Promise.all(hanging);
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(504));
  });
});

describe('an upstream that refuses connections', () => {
  it('answers 502 with a JSON message for reads and writes, and stays up', async () => {
    const closed = await startFakeUpstream(() => undefined);
    const url = closed.url;
    await closed.close();
    const gateway = await startGateway('memory', { UPSTREAM_URL: url });
    try {
      const read = await gateway.http().get(pathOf('vipList')).set(auth).expect(502);
      expect(read.headers['content-type']).toMatch(/json/);
      expect(JSON.stringify(read.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/);
      await gateway.http().post(pathOf('login')).send({ username: 'a', password: 'b' }).expect(502);
      await gateway.http().get('/readyz').expect(503);
      await gateway.http().get('/healthz').expect(200);
    } finally {
      await gateway.close();
    }
  });
});

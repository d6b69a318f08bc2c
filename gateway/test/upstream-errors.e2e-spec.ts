import type http from 'node:http';
import { closedPort, FakeUpstream, json, startFakeUpstream } from './support/fake-upstream';
import { startGateway, type TestGateway } from './support/test-app';
import { pathOf } from '@taxi/contracts';

const GOOD_TOKEN = 'good-session-token';
const auth = { Authorization: `Bearer ${GOOD_TOKEN}` };

/** Token checks succeed; each documented list misbehaves in its own way. */
function misbehave(request: http.IncomingMessage, response: http.ServerResponse): void {
  const url = request.url ?? '';
  if (url === pathOf('tokenCheck', { token: GOOD_TOKEN })) {
    return json(response, 200, true);
  }
  if (url === pathOf('vipList')) {
    return json(response, 500, { message: 'stack trace at db.js:42 secret=xyz' });
  }
  if (url === pathOf('sosList')) {
    return; // never answers
  }
  if (url === pathOf('notificationList')) {
    return json(response, 404, { message: 'Oznámení nenalezena' });
  }
  if (url === pathOf('orderList')) {
    response.writeHead(200, { 'content-type': 'application/json' });
    return void response.end('{"not": json');
  }
  if (url === pathOf('loginHistory')) {
    return json(response, 200, [{ id: 'x', name: 5 }]);
  }
  if (url === pathOf('driverList')) {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
    response.write('[{"id":1,');
    return void response.socket?.destroy();
  }
  return json(response, 404, { message: 'Nenalezeno' });
}

describe('upstream failures in http mode', () => {
  let upstream: FakeUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    upstream = await startFakeUpstream(misbehave);
    gateway = await startGateway('memory', {
      UPSTREAM_URL: upstream.url,
      // Generous enough for a busy machine: only the upstream that never answers waits this long.
      UPSTREAM_RESPONSE_TIMEOUT_MS: '2000',
      UPSTREAM_CONNECT_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  it('maps an upstream 500 to 502 without leaking its body', async () => {
    const response = await gateway.http().get(pathOf('vipList')).set(auth).expect(502);
    expect(response.body).toEqual({
      message: 'Server objednávek je nedostupný. Zkuste to prosím za chvíli.',
    });
  });

  it('maps an upstream that does not answer to 504 within the timeout', async () => {
    const started = Date.now();
    const response = await gateway.http().get(pathOf('sosList')).set(auth).expect(504);
    expect(response.body).toEqual({
      message: 'Server objednávek neodpověděl včas. Zkuste to prosím za chvíli.',
    });
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('passes an upstream 4xx through with its message', async () => {
    const response = await gateway.http().get(pathOf('notificationList')).set(auth).expect(404);
    expect(response.body).toEqual({ message: 'Oznámení nenalezena' });
  });

  it('maps invalid JSON to 502', async () => {
    const response = await gateway.http().get(pathOf('orderList')).set(auth).expect(502);
    expect(response.body).toEqual({ message: 'Server objednávek odpověděl v neočekávaném tvaru.' });
  });

  it('leaves out a record it cannot read, and says so, instead of failing the list', async () => {
    const response = await gateway.http().get(pathOf('loginHistory')).set(auth).expect(200);
    expect(response.body).toEqual([]);
    expect(response.headers['x-skipped-records']).toBe('1');
  });

  it('maps a connection closed mid-body to 502', async () => {
    await gateway.http().get(pathOf('driverList')).set(auth).expect(502);
  });

  it('keeps serving other routes while the upstream misbehaves', async () => {
    await gateway.http().get('/healthz').expect(200, { status: 'ok' });
    await gateway
      .http()
      .get(pathOf('tokenCheck', { token: 'me' }))
      .set(auth)
      .expect(200);
  });
});

describe('readiness', () => {
  it('is ready in memory mode', async () => {
    const gateway = await startGateway('memory');
    try {
      await gateway
        .http()
        .get('/readyz')
        .expect(200, { status: 'ready', upstream: 'memory', realtime: 'connected' });
    } finally {
      await gateway.close();
    }
  });

  it('is ready while the http upstream answers, 503 with a reason when it is gone, ready again when back', async () => {
    const gateway = await startGateway('http');
    try {
      const ready = await gateway.http().get('/readyz').expect(200);
      expect(ready.body).toEqual({
        status: 'ready',
        upstream: 'http',
        realtime: expect.stringMatching(/^(connected|connecting|down)$/),
      });
    } finally {
      await gateway.close();
    }

    const port = await closedPort();

    const orphan = await startGateway('memory', { UPSTREAM_URL: `http://127.0.0.1:${port}` });
    try {
      const down = await orphan.http().get('/readyz').expect(503);
      expect(down.body).toEqual({
        status: 'unavailable',
        upstream: 'http',
        realtime: expect.stringMatching(/^(connecting|down)$/),
        reason: 'unavailable',
      });
      await orphan.http().get('/healthz').expect(200);

      const revived = await FakeUpstream.start((_request, response) => json(response, 200, false), { port });
      try {
        await orphan.http().get('/readyz').expect(200);
      } finally {
        await revived.close();
      }
    } finally {
      await orphan.close();
    }
  });
});
